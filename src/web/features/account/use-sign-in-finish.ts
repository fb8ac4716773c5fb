import type { MemberInfo } from '../../../contract/member';
import { SessionContext } from '../../app/session';
import { goAfterSignIn } from '../../lib/after-sign-in';
import { navigate, splitHash } from '../../lib/hash-location';

/** After a sign-in or registration: the session learns the member, a guest cart is merged, then on to where they were going. */
export function useSignInFinish(): (member: MemberInfo) => void {
  const session = SessionContext.useActorRef();
  return (member) => {
    const { token, ...user } = member;
    if (!token) return;
    session.send({ type: 'LOGIN', token, user });
    void goAfterSignIn(splitHash(location.hash).search, (target) => navigate(target, { replace: true }));
  };
}
