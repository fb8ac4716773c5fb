import { setup } from 'xstate';
import type { DomainStateMeta, DomainTransitionMeta, MachineWords } from './meta';

/**
 * A piece of the site's content as staff edit it (issue 14): a `content_documents` row — a news
 * item, the notice banner — and its numbered versions. Visitors keep reading the live table
 * (`news`, `placard`); publishing writes the latest version into the live row in the transaction
 * of the status change (src/server/domain/content-editing/). Staff save drafts, publish now or at
 * a time, take it off the site now or at a time, and restore an old version (as a new version);
 * the content sweep sends PUBLISH_DUE and UNPUBLISH_DUE when those times come.
 */
export const CONTENT_STATUS = {
  draft: 0,
  scheduled: 1,
  published: 2,
  unpublished: 3,
} as const;
export type ContentState = keyof typeof CONTENT_STATUS;

export type ContentEvent =
  | { type: 'SAVE_DRAFT' }
  | { type: 'PUBLISH' }
  /** times in ms since the epoch; `now` the server's clock (injected in tests) */
  | { type: 'SCHEDULE'; publishAt: number | null; unpublishAt: number | null; now: number }
  | { type: 'UNPUBLISH' }
  | { type: 'RESTORE_VERSION'; version: number }
  | { type: 'PUBLISH_DUE' }
  | { type: 'UNPUBLISH_DUE' };

const w = (en: string, cn: string, tw: string) => ({ en, cn, tw });
const state = (code: number, label: ReturnType<typeof w>, meaning: ReturnType<typeof w>): DomainStateMeta => ({ code, label, meaning });
const move = (meta: DomainTransitionMeta) => meta;

/**
 * The time itself is the document's (publish_at, unpublish_at, set by staff); the setting is the
 * content sweep's period, which fixes how late after that time the event can come (default 30 s).
 */
const SWEEP = { setting: 'CONTENT_SWEEP_S', defaultS: 30 };

const SAVE_DRAFT = {
  actions: 'addVersion' as const,
  meta: move({
    actors: ['staff'],
    label: w('Save draft', '保存草稿', '儲存草稿'),
    description: w(
      'A content editor saves the texts in cn, tw and en (rich text cleaned by the allow-list sanitiser) as the next version. What visitors see does not change until it is published.',
      '内容编辑以简体、繁体、英文保存文字（富文本经白名单清理）为下一个版本。发布之前访客看到的内容不变。',
      '內容編輯以簡體、繁體、英文儲存文字（富文本經白名單清理）為下一個版本。發佈之前訪客看到的內容不變。',
    ),
  }),
};
const RESTORE_VERSION = {
  actions: 'copyVersion' as const,
  meta: move({
    actors: ['staff'],
    label: w('Restore a version', '恢复版本', '還原版本'),
    description: w(
      'An old version is copied as the next version (history is never rewritten); it reaches visitors once published.',
      '将旧版本复制为下一个版本（历史不被改写）；发布后访客才会看到。',
      '將舊版本複製為下一個版本（歷史不被改寫）；發佈後訪客才會看到。',
    ),
  }),
};
const PUBLISH = {
  target: 'published' as const,
  actions: 'writeLive' as const,
  meta: move({
    actors: ['staff'],
    label: w('Publish', '发布', '發佈'),
    description: w(
      "The latest version is written into the live row and switched on, in the same transaction; a waiting publish time is cleared. Visitors of every instance see it within the read cache's time (READ_CACHE_MS).",
      '最新版本在同一事务中写入线上记录并开启；已排定的发布时间清除。各实例的访客在读取缓存时间（READ_CACHE_MS）内看到。',
      '最新版本在同一交易中寫入線上記錄並開啟；已排定的發佈時間清除。各實例的訪客在讀取快取時間（READ_CACHE_MS）內看到。',
    ),
  }),
};
const SCHEDULE = {
  guard: 'isLaterSchedule' as const,
  target: 'scheduled' as const,
  actions: 'setSchedule' as const,
  meta: move({
    actors: ['staff'],
    label: w('Schedule', '定时发布', '定時發佈'),
    description: w(
      'A publish time in the future (and optionally a later time to take it off again): the content sweep publishes the latest version then.',
      '设定将来的发布时间（可另设更晚的下线时间）：到时由内容定时任务发布最新版本。',
      '設定將來的發佈時間（可另設更晚的下線時間）：到時由內容定時任務發佈最新版本。',
    ),
  }),
};
const UNPUBLISH_EFFECT = 'switchOff' as const;

export const contentPublicationWords: MachineWords = {
  guards: {
    isLaterSchedule: w(
      'the publish time is in the future, and a time to take it off (if given) is after it',
      '发布时间在将来，且下线时间（如有）晚于发布时间',
      '發佈時間在將來，且下線時間（如有）晚於發佈時間',
    ),
    isLaterUnpublish: w('only a time to take it off is given, and it is in the future', '只设下线时间，且在将来', '只設下線時間，且在將來'),
  },
  actions: {
    addVersion: w('store the texts as the next version, with its author', '将文字存为下一个版本，记录作者', '將文字存為下一個版本，記錄作者'),
    copyVersion: w('copy the chosen version as the next version', '将所选版本复制为下一个版本', '將所選版本複製為下一個版本'),
    writeLive: w(
      'write the latest version into the live row (a new row for new content) and switch it on; clear the publish time',
      '将最新版本写入线上记录（新内容则新增一条）并开启；清除发布时间',
      '將最新版本寫入線上記錄（新內容則新增一筆）並開啟；清除發佈時間',
    ),
    setSchedule: w('keep the publish and take-off times', '记录发布与下线时间', '記錄發佈與下線時間'),
    switchOff: w('switch the live row off (visitors no longer see it); clear the take-off time', '关闭线上记录（访客不再看到）；清除下线时间', '關閉線上記錄（訪客不再看到）；清除下線時間'),
  },
};

export const contentPublicationMachine = setup({
  types: {
    events: {} as ContentEvent,
  },
  guards: {
    isLaterSchedule: ({ event }) =>
      event.type === 'SCHEDULE' && event.publishAt !== null && event.publishAt > event.now && (event.unpublishAt === null || event.unpublishAt > event.publishAt),
    isLaterUnpublish: ({ event }) => event.type === 'SCHEDULE' && event.publishAt === null && event.unpublishAt !== null && event.unpublishAt > event.now,
  },
  actions: {
    // side effects, run by the server inside the document's transaction
    addVersion: () => {},
    copyVersion: () => {},
    writeLive: () => {},
    setSchedule: () => {},
    switchOff: () => {},
  },
}).createMachine({
  id: 'contentPublication',
  // the machine's name and summary for people (the drawn documents, the auditor's view)
  meta: {
    label: w('Site content', '网站内容', '網站內容'),
    summary: w(
      "A piece of the site's content as staff edit it (a news item, the notice banner): versions saved as drafts, published now or at a time, taken off now or at a time, an old version restored; enforced by the server.",
      '工作人员编辑的一项网站内容（新闻、公告横幅）：版本存为草稿，立即或定时发布，立即或定时下线，恢复旧版本；由服务端执行。',
      '工作人員編輯的一項網站內容（新聞、公告橫幅）：版本存為草稿，立即或定時發佈，立即或定時下線，還原舊版本；由伺服器執行。',
    ),
  },
  initial: 'draft',
  states: {
    draft: {
      meta: state(
        CONTENT_STATUS.draft,
        w('Draft', '草稿', '草稿'),
        w('Not on the site yet: staff are writing it.', '尚未上线：工作人员正在编写。', '尚未上線：工作人員正在編寫。'),
      ),
      on: { SAVE_DRAFT, RESTORE_VERSION, PUBLISH, SCHEDULE },
    },
    scheduled: {
      meta: state(
        CONTENT_STATUS.scheduled,
        w('Scheduled', '定时发布', '定時發佈'),
        w('It will be published at its publish time.', '将于发布时间上线。', '將於發佈時間上線。'),
      ),
      on: {
        SAVE_DRAFT,
        RESTORE_VERSION,
        PUBLISH,
        SCHEDULE,
        PUBLISH_DUE: {
          target: 'published',
          actions: 'writeLive',
          meta: move({
            actors: ['timer'],
            label: w('Publish time reached', '到达发布时间', '到達發佈時間'),
            description: w(
              'The publish time staff set has come (publish_at): the content sweep, every CONTENT_SWEEP_S seconds, publishes the latest version (as PUBLISH does).',
              '工作人员设定的发布时间（publish_at）已到：内容定时任务（每 CONTENT_SWEEP_S 秒）发布最新版本（与 PUBLISH 相同）。',
              '工作人員設定的發佈時間（publish_at）已到：內容定時任務（每 CONTENT_SWEEP_S 秒）發佈最新版本（與 PUBLISH 相同）。',
            ),
            timer: SWEEP,
          }),
        },
      },
    },
    published: {
      meta: state(
        CONTENT_STATUS.published,
        w('Published', '已发布', '已發佈'),
        w('Visitors see the published version; later drafts wait to be published.', '访客看到已发布的版本；之后的草稿等待发布。', '訪客看到已發佈的版本；之後的草稿等待發佈。'),
      ),
      on: {
        SAVE_DRAFT,
        RESTORE_VERSION,
        PUBLISH,
        SCHEDULE: {
          guard: 'isLaterUnpublish',
          actions: 'setSchedule',
          meta: move({
            actors: ['staff'],
            label: w('Schedule taking off', '定时下线', '定時下線'),
            description: w('A time in the future to take it off the site; it stays published until then.', '设定将来的下线时间；之前保持发布。', '設定將來的下線時間；之前保持發佈。'),
          }),
        },
        UNPUBLISH: {
          target: 'unpublished',
          actions: UNPUBLISH_EFFECT,
          meta: move({
            actors: ['staff'],
            label: w('Take off the site', '下线', '下線'),
            description: w('Staff switch the live row off now: visitors no longer see it.', '工作人员立即关闭线上记录：访客不再看到。', '工作人員立即關閉線上記錄：訪客不再看到。'),
          }),
        },
        UNPUBLISH_DUE: {
          target: 'unpublished',
          actions: UNPUBLISH_EFFECT,
          meta: move({
            actors: ['timer'],
            label: w('Take-off time reached', '到达下线时间', '到達下線時間'),
            description: w('The take-off time staff set has come (unpublish_at): the content sweep, every CONTENT_SWEEP_S seconds, switches the live row off.', '工作人员设定的下线时间（unpublish_at）已到：内容定时任务（每 CONTENT_SWEEP_S 秒）关闭线上记录。', '工作人員設定的下線時間（unpublish_at）已到：內容定時任務（每 CONTENT_SWEEP_S 秒）關閉線上記錄。'),
            timer: SWEEP,
          }),
        },
      },
    },
    unpublished: {
      meta: state(
        CONTENT_STATUS.unpublished,
        w('Off the site', '已下线', '已下線'),
        w('Visitors no longer see it; it can be published again.', '访客不再看到；可再次发布。', '訪客不再看到；可再次發佈。'),
      ),
      on: { SAVE_DRAFT, RESTORE_VERSION, PUBLISH, SCHEDULE },
    },
  },
});
