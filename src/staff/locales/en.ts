import { accountsEn } from './accounts.en';
import { auditEn } from './audit.en';
import { authEn } from './auth.en';
import { homeEn } from './home.en';
import { shellEn } from './shell.en';
import { workEn } from './work.en';
import { contentEn } from './content.en';
import { catalogueEn } from './catalogue.en';
import { lifecycleEn } from './lifecycle.en';

/** The console's strings in English; their shape is the one cn and tw must have. */
const staffEn = {
  shell: shellEn,
  auth: authEn,
  home: homeEn,
  accounts: accountsEn,
  audit: auditEn,
  work: workEn,
  content: contentEn,
  catalogue: catalogueEn,
  lifecycle: lifecycleEn,
};

export type StaffDict = typeof staffEn;
export default staffEn;
