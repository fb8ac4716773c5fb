import './lifecycle.css';
import { useState } from 'react';
import { useParams } from 'wouter';
import type { WorkLoaded } from '../../../../machines/staff/work-detail.machine';
import { staffLifecycleEntity, type LifecycleStep, type LifecycleView } from '../../../contract/staff-lifecycle';
import { PageHeader } from '../../components/page-header';
import { StatePanel } from '../../components/state-panel';
import { staffCall } from '../../lib/api';
import { hrefOf } from '../../lib/hash';
import { formatTime, t, tn } from '../../lib/i18n';
import { say } from '../work/labels';
import { noteWords } from '../work/sections';
import { useWorkDetail } from '../work/use-work';
import { actorKindLabel, download, kindLabel, roleLabel } from './shared';

async function loadLifecycle({ kind = '', number = '' }: Record<string, string>): Promise<WorkLoaded> {
  return { data: await staffCall(staffLifecycleEntity, { kind, number }), offers: [] };
}

const ZOOMS = [1, 1.5, 2, 3];
/** The drawing as HTML inline: from `<svg` on (the XML prolog and doctype belong to a file). */
const inlineSvg = (svg: string) => svg.slice(Math.max(0, svg.indexOf('<svg')));

function Step({ step }: { step: LifecycleStep }) {
  return (
    <li className="lc-step" data-step={step.step} data-event={step.event}>
      <span className={`lc-step-no${step.drawn ? '' : ' lc-step-off'}`} aria-hidden="true">
        {step.step}
      </span>
      <div className="lc-step-body">
        <div className="lc-step-head">
          <strong className="lc-step-event">{step.event_label}</strong>
          <time dateTime={step.time} className="st-muted">
            {formatTime(step.time)}
          </time>
        </div>
        <div className="lc-step-move">
          {step.from_label ? <span>{step.from_label}</span> : null}
          {step.from_label ? ' → ' : null}
          <span>{step.to_label}</span>
          {step.drawn ? null : <em className="st-muted"> · {t('lifecycle.entity.notDrawn')}</em>}
        </div>
        <div className="lc-step-actor" data-actor={step.actor_kind}>
          {actorKindLabel(step.actor_kind)}
          {step.actor ? <> · {step.actor}</> : null}
          {step.actor_role ? <> ({roleLabel(step.actor_role)})</> : null}
        </div>
        {step.note ? (
          <div className="lc-step-note">
            {t('lifecycle.entity.note')}: {noteWords(step.note)}
          </div>
        ) : null}
      </div>
    </li>
  );
}

/** `#/lifecycles/:kind/:number`: the statechart with the path this entity took, and the numbered steps beside it; download and print. */
export default function LifecycleEntityScreen() {
  const { kind = '', number = '' } = useParams<{ kind: string; number: string }>();
  const decoded = decodeURIComponent(number);
  const [snapshot, send] = useWorkDetail({ kind, number: decoded }, { load: loadLifecycle });
  const [zoom, setZoom] = useState(0);
  const view = snapshot.context.data as LifecycleView | null;
  const back = (
    <a className="st-button" href={hrefOf('/lifecycles')}>
      {t('lifecycle.entity.back')}
    </a>
  );
  const title = t('lifecycle.entity.title', { kind: kindLabel(kind), number: decoded });
  if (snapshot.matches('unavailable') || !view) {
    return (
      <div className="st-page st-work lc-page">
        <PageHeader title={title} actions={back} />
        {snapshot.matches('unavailable') ? (
          <StatePanel kind="failed" message={say(snapshot.context.notice?.message)} retryLabel={t('shell.state.retry')} onRetry={() => send({ type: 'RETRY' })} />
        ) : (
          <StatePanel kind="loading" message={t('shell.state.loading')} />
        )}
      </div>
    );
  }
  const { entity, steps, svg } = view;
  return (
    <div className="st-page st-work lc-page">
      <PageHeader
        title={title}
        subtitle={t('lifecycle.entity.subtitle', { machine: entity.machine, state: entity.state_label, created: formatTime(entity.created_at) })}
        actions={
          <>
            {back}
            <button type="button" className="st-button" onClick={() => download(`lifecycle-${entity.kind}-${entity.number}.svg`, svg, 'image/svg+xml')}>
              {t('lifecycle.entity.downloadSvg')}
            </button>
            <button type="button" className="st-button" onClick={() => window.print()}>
              {t('lifecycle.entity.print')}
            </button>
          </>
        }
      />
      <div className="lc-sheet">
        <p className="lc-print-title">
          {title} · {entity.machine} · {entity.state_label} · {t('lifecycle.entity.printedAt', { time: formatTime(new Date().toISOString()) })}
        </p>
        <section className="lc-drawing-block" aria-labelledby="lc-drawing-title">
          <div className="lc-block-head">
            <h2 id="lc-drawing-title">{t('lifecycle.entity.drawing')}</h2>
            <div className="lc-zoom" role="group" aria-label={t('lifecycle.entity.drawing')}>
              <button type="button" className="st-button" onClick={() => setZoom(Math.max(0, zoom - 1))} disabled={zoom === 0} aria-label={t('lifecycle.entity.zoomOut')}>
                −
              </button>
              <button type="button" className="st-button" onClick={() => setZoom(0)} disabled={zoom === 0}>
                {t('lifecycle.entity.zoomReset')}
              </button>
              <button type="button" className="st-button" onClick={() => setZoom(Math.min(ZOOMS.length - 1, zoom + 1))} disabled={zoom === ZOOMS.length - 1} aria-label={t('lifecycle.entity.zoomIn')}>
                +
              </button>
            </div>
          </div>
          <p className="st-muted lc-hint">{t('lifecycle.entity.drawingHint')}</p>
          <div className="lc-drawing" tabIndex={0} role="img" aria-label={t('lifecycle.entity.drawing')} style={{ ['--lc-zoom' as string]: ZOOMS[zoom] }} dangerouslySetInnerHTML={{ __html: inlineSvg(svg) }} />
        </section>
        <section className="lc-path-block" aria-labelledby="lc-path-title">
          <h2 id="lc-path-title">
            {t('lifecycle.entity.path')} <span className="st-muted">· {tn('lifecycle.entity.steps', steps.length)}</span>
          </h2>
          <ol className="lc-steps">
            {steps.map((step) => (
              <Step key={step.step} step={step} />
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
