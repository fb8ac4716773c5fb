import type { RegisteredMachine } from './registry';
import { noticeBannerMachine } from './notice-banner.machine';
import { routeChunkMachine } from './route-chunk.machine';
import { sessionMachine } from './session.machine';

export type { RegisteredMachine } from './registry';

const member = {
  id: 7,
  uuid: '5c7b2f1e-0000-4000-8000-000000000007',
  username: 'member7',
  nickname: 'Li Hua',
  email: 'lihua@example.com',
  mobile: '13800000007',
  avatar: '',
  gender: 1,
  birthday: '1990-05-01',
};

const placard = {
  switch: 1,
  content_cn: '新酒上市',
  content_tw: '新酒上市',
  content_en: 'New vintage',
  content: 'New vintage',
};

/** Every machine of the product, for `npm run diagrams` and the generated path tests. */
export const MACHINES: Record<string, RegisteredMachine> = {
  session: {
    machine: sessionMachine,
    file: 'machines/session.machine.ts',
    summary: 'Language, token and user info, log out and the 401 path, header/footer/screen flags.',
    inputs: [
      { lang: 'tw', token: 'token-1', user: member, width: 1440 },
      { lang: 'cn', token: null, user: null, width: 390 },
    ],
    events: [
      { type: 'LOGIN', token: 'token-2', user: member },
      { type: 'USER_UPDATED', user: { ...member, nickname: 'Wang' } },
      { type: 'SET_LANG', lang: 'en' },
      { type: 'SET_LANG', lang: 'tw' },
      { type: 'SCROLLED', y: 101 },
      { type: 'RESIZED', width: 390 },
      { type: 'SET_FOOTER_HIDDEN', hidden: true },
      { type: 'SET_LOADING', loading: true },
      { type: 'SET_ACTIVITY', active: true },
    ],
  },
  routeChunk: {
    machine: routeChunkMachine,
    file: 'machines/route-chunk.machine.ts',
    summary: "Loading a screen's code: ready, or an error with retry after a failure or 120 s.",
    inputs: [undefined],
    events: [
      { type: 'xstate.done.actor.loadChunk', output: undefined },
      { type: 'xstate.error.actor.loadChunk', error: new Error('chunk failed') },
    ],
    promiseActors: ['loadChunk'],
  },
  noticeBanner: {
    machine: noticeBannerMachine,
    file: 'machines/notice-banner.machine.ts',
    summary: 'The notice banner: shown when the placard switch is 1, hidden when off or on failure.',
    inputs: [undefined],
    events: [
      { type: 'xstate.done.actor.fetchPlacard', output: { ...placard, switch: 1 } },
      { type: 'xstate.done.actor.fetchPlacard', output: { ...placard, switch: 0 } },
      { type: 'xstate.error.actor.fetchPlacard', error: new Error('placard failed') },
    ],
    promiseActors: ['fetchPlacard'],
  },
};
