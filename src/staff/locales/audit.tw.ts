import type { auditEn } from './audit.en';

export const auditTw: typeof auditEn = {
  title: '稽核紀錄',
  subtitle: '所有員工操作與登入，最新在前；紀錄不可更改',
  filter: {
    from: '起始日期',
    to: '截止日期',
    staff: '員工',
    action: '操作',
    object: '對象',
    objectHint: '例如訂單編號',
  },
  col: {
    at: '時間',
    staff: '操作人',
    action: '操作',
    object: '對象',
    change: '變更前 → 變更後',
    reason: '原因',
    ip: 'IP',
  },
  export: '匯出 CSV',
  exporting: '正在匯出…',
  verify: '驗證雜湊鏈',
  verifying: '正在驗證…',
  verifyOk: '雜湊鏈完整：已驗證 {{rows}} 筆紀錄。',
  verifyBroken: '雜湊鏈在第 {{id}} 筆紀錄處斷開：{{problem}}',
  rows: { one: '{{count}} 筆紀錄', other: '{{count}} 筆紀錄' },
  empty: '沒有符合篩選條件的紀錄。',
};
