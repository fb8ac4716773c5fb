import type { auditEn } from './audit.en';

export const auditCn: typeof auditEn = {
  title: '审计记录',
  subtitle: '所有员工操作与登录，最新在前；记录不可更改',
  filter: {
    from: '起始日期',
    to: '截止日期',
    staff: '员工',
    action: '操作',
    object: '对象',
    objectHint: '例如订单号',
  },
  col: {
    at: '时间',
    staff: '操作人',
    action: '操作',
    object: '对象',
    change: '变更前 → 变更后',
    reason: '原因',
    ip: 'IP',
  },
  export: '导出 CSV',
  exporting: '正在导出…',
  verify: '校验哈希链',
  verifying: '正在校验…',
  verifyOk: '哈希链完整：已校验 {{rows}} 条记录。',
  verifyBroken: '哈希链在第 {{id}} 条记录处断开：{{problem}}',
  rows: { one: '{{count}} 条记录', other: '{{count}} 条记录' },
  empty: '没有符合筛选条件的记录。',
};
