import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { ADDRESS_MAX_PER_MEMBER } from '../../../contract/address';
import { addressBookMachine, type Notice } from '../../../../machines/address-book.machine';
import { regionPickerMachine } from '../../../../machines/region-picker.machine';
import { AddressForm } from '../../components/address-form';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { MemberTabs } from '../../components/member-tabs';
import { t, tKey } from '../../lib/i18n';
import { useRegionSelect } from '../../lib/use-region-select';
import { AddressCard } from './address-card';
import { deleteAddress, fetchRegions, listAddresses, saveAddress, setDefaultAddress } from './address.actors';
import './address.css';

const logic = addressBookMachine.provide({
  actors: {
    listAddresses,
    saveAddress,
    setDefaultAddress,
    deleteAddress,
    regionPicker: regionPickerMachine.provide({ actors: { fetchRegions } }),
  },
});

function NoticeBar({ notice, onDismiss }: { notice: Notice; onDismiss?: () => void }) {
  return (
    <div className={`address-notice is-${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'} data-testid="address-notice">
      <span>{tKey(notice.message)}</span>
      {onDismiss && (
        <button type="button" className="notice-dismiss" onClick={onDismiss} aria-label={t('addressBook.dismiss')}>
          ×
        </button>
      )}
    </div>
  );
}

/** /address: the member's address book (spec §2 member screens, §3 Address, §8). */
export default function AddressView() {
  const [snapshot, send] = useMachine(logic);
  const { context } = snapshot;
  const editing = snapshot.matches('editing');
  const busy = snapshot.matches('settingDefault') || snapshot.matches('deleting') || snapshot.matches('loading');
  const target = context.addresses.find((a) => a.id === context.targetId);
  const formTop = useRef<HTMLDivElement>(null);
  const region = useRegionSelect(snapshot.children.regionPicker);

  useEffect(() => {
    if (editing) formTop.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, [editing]);

  const notice = context.notice && (
    <NoticeBar notice={context.notice} onDismiss={snapshot.matches('list') ? () => send({ type: 'DISMISS' }) : undefined} />
  );

  return (
    <div className="address-shell">
      <MemberTabs current="address" />
      <section className="address-page" aria-labelledby="address-title">
        <header className="address-hero">
          <p className="eyebrow">{t('addressBook.eyebrow')}</p>
          <h1 id="address-title">{t('addressBook.title')}</h1>
          <p className="address-intro">{t('addressBook.intro')}</p>
        </header>

        <div className="address-body" aria-busy={busy || undefined}>
          {editing ? (
            <div ref={formTop} className="address-form-panel">
              <AddressForm
                editing={context.editingId !== null}
                draft={context.draft}
                errors={context.errors}
                saving={snapshot.matches({ editing: 'saving' })}
                lockedDefault={context.addresses.some((a) => a.id === context.editingId && a.is_default === 1)}
                region={region}
                onChange={(field, value) => send({ type: 'CHANGE', field, value })}
                onToggleDefault={(value) => send({ type: 'TOGGLE_DEFAULT', value })}
                onSave={() => send({ type: 'SAVE' })}
                onCancel={() => send({ type: 'CANCEL' })}
                notice={notice}
              />
            </div>
          ) : snapshot.matches('failed') ? (
            <div className="address-empty">
              {notice}
              <button type="button" className="button" onClick={() => send({ type: 'RETRY' })}>
                {t('addressBook.retry')}
              </button>
            </div>
          ) : (
            <>
              {notice}
              <div className="address-toolbar">
                <button type="button" className="button" onClick={() => send({ type: 'ADD' })} disabled={!snapshot.can({ type: 'ADD' })}>
                  {t('addressBook.add')}
                </button>
                {context.addresses.length >= ADDRESS_MAX_PER_MEMBER && (
                  <p className="field-hint">{t('addressBook.full', { max: ADDRESS_MAX_PER_MEMBER })}</p>
                )}
              </div>
              {snapshot.matches('loading') && context.addresses.length === 0 ? (
                <p className="address-loading" role="status">
                  {t('addressBook.loading')}
                </p>
              ) : context.addresses.length === 0 ? (
                <div className="address-empty">
                  <h2>{t('addressBook.empty')}</h2>
                  <p>{t('addressBook.emptyBody')}</p>
                </div>
              ) : (
                <ul className="address-list" aria-label={t('addressBook.listLabel')}>
                  {context.addresses.map((address) => (
                    <AddressCard
                      key={address.id}
                      address={address}
                      canSetDefault={address.is_default === 0}
                      disabled={!snapshot.matches('list')}
                      onEdit={() => send({ type: 'EDIT', id: address.id })}
                      onSetDefault={() => send({ type: 'SET_DEFAULT', id: address.id })}
                      onDelete={() => send({ type: 'DELETE', id: address.id })}
                    />
                  ))}
                </ul>
              )}
            </>
          )}
        </div>

        <ConfirmDialog
          open={snapshot.matches('confirmingDefault') || snapshot.matches('settingDefault')}
          title={t('addressBook.confirmDefaultTitle')}
          body={target ? t('addressBook.confirmDefaultBody', { name: target.consignee }) : undefined}
          confirmLabel={t('addressBook.confirmSet')}
          cancelLabel={t('addressBook.cancel')}
          busy={snapshot.matches('settingDefault')}
          busyLabel={t('addressBook.working')}
          onConfirm={() => send({ type: 'CONFIRM' })}
          onCancel={() => send({ type: 'CANCEL' })}
        />
        <ConfirmDialog
          open={snapshot.matches('confirmingDelete') || snapshot.matches('deleting')}
          tone="danger"
          title={t('addressBook.confirmDeleteTitle')}
          body={target ? t('addressBook.confirmDeleteBody', { name: target.consignee }) : undefined}
          confirmLabel={t('addressBook.confirmDelete')}
          cancelLabel={t('addressBook.cancel')}
          busy={snapshot.matches('deleting')}
          busyLabel={t('addressBook.working')}
          onConfirm={() => send({ type: 'CONFIRM' })}
          onCancel={() => send({ type: 'CANCEL' })}
        />
      </section>
    </div>
  );
}
