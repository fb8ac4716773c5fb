import { useEffect } from 'react';
import { configureApi } from '../lib/api-client';
import { rememberLayout } from '../lib/storage';
import { SessionContext } from './session';

/** Feeds the session machine from the window (scroll, resize), keeps the window's layout for the server (a cookie) and wires the API client to it. */
export function SessionEffects() {
  const session = SessionContext.useActorRef();

  useEffect(() => {
    configureApi({
      token: () => session.getSnapshot().context.token,
      onUnauthorized: () => session.send({ type: 'UNAUTHORIZED' }),
    });
    session.send({ type: 'RESTORE' });
  }, [session]);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => session.send({ type: 'SCROLLED', y: window.scrollY }));
    };
    const onResize = () => {
      session.send({ type: 'RESIZED', width: window.innerWidth });
      rememberLayout(window.innerWidth);
    };
    rememberLayout(window.innerWidth);
    addEventListener('scroll', onScroll, { passive: true });
    addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener('scroll', onScroll);
      removeEventListener('resize', onResize);
    };
  }, [session]);

  return null;
}
