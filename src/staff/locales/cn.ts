import { accountsCn } from './accounts.cn';
import { auditCn } from './audit.cn';
import { authCn } from './auth.cn';
import { homeCn } from './home.cn';
import type { StaffDict } from './en';
import { shellCn } from './shell.cn';
import { workCn } from './work.cn';
import { contentCn } from './content.cn';
import { catalogueCn } from './catalogue.cn';
import { lifecycleCn } from './lifecycle.cn';

const staffCn: StaffDict = {
  shell: shellCn,
  auth: authCn,
  home: homeCn,
  accounts: accountsCn,
  audit: auditCn,
  work: workCn,
  content: contentCn,
  catalogue: catalogueCn,
  lifecycle: lifecycleCn,
};

export default staffCn;
