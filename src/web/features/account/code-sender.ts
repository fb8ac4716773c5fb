import { codeSenderMachine } from '../../../../machines/code-sender.machine';
import { sendCode } from './account.actors';

/** The send-code button's machine with the real calls (/api/sms/send, /api/ems/send). */
export const codeSenderLogic = codeSenderMachine.provide({ actors: { sendCode } });
