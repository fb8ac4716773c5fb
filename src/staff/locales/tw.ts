import { accountsTw } from './accounts.tw';
import { auditTw } from './audit.tw';
import { authTw } from './auth.tw';
import { homeTw } from './home.tw';
import type { StaffDict } from './en';
import { shellTw } from './shell.tw';
import { workTw } from './work.tw';
import { contentTw } from './content.tw';
import { catalogueTw } from './catalogue.tw';
import { lifecycleTw } from './lifecycle.tw';

const staffTw: StaffDict = {
  shell: shellTw,
  auth: authTw,
  home: homeTw,
  accounts: accountsTw,
  audit: auditTw,
  work: workTw,
  content: contentTw,
  catalogue: catalogueTw,
  lifecycle: lifecycleTw,
};

export default staffTw;
