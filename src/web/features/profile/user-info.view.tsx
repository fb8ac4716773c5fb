import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { avatarUploadMachine } from '../../../../machines/avatar-upload.machine';
import { profileMachine } from '../../../../machines/profile.machine';
import type { MemberInfo } from '../../../contract/member';
import { SessionContext } from '../../app/session';
import { MemberTabs } from '../../components/member-tabs';
import { StatusPanel } from '../../components/status-panel';
import { t, tKey } from '../../lib/i18n';
import { ContactChange } from './contact-change';
import { MessagesSection } from './messages-section';
import { PasswordChange } from './password-change';
import { Portrait } from './portrait';
import { fetchProfile, saveProfile, uploadAvatar } from './profile.actors';
import { ProfileDetails } from './profile-details';
import './profile.css';

/**
 * The personal centre's personal info tab (/userInfo): portrait, profile, phone, email and
 * password. Every new member info reaches the session, so the header's nickname follows.
 */
export default function UserInfoView() {
  const session = SessionContext.useActorRef();
  const [profileLogic] = useState(() =>
    profileMachine.provide({
      actors: { fetchProfile, saveProfile },
      actions: { notifyUserUpdated: (_, { user }) => session.send({ type: 'USER_UPDATED', user }) },
    }),
  );
  const [profile, sendProfile] = useMachine(profileLogic);
  const [avatarLogic] = useState(() =>
    avatarUploadMachine.provide({
      actors: { uploadAvatar },
      actions: { notifyUploaded: (_, { user }) => sendProfile({ type: 'USER_CHANGED', user }) },
    }),
  );
  const [avatar, sendAvatar] = useMachine(avatarLogic);
  const userChanged = (user: MemberInfo) => sendProfile({ type: 'USER_CHANGED', user });
  const user = profile.context.user;

  return (
    <div className="pc-page">
      <MemberTabs current="userInfo" />
      <div className="pc-content">
        <header className="pc-head">
          <h1>{t('personal.heading')}</h1>
          <p>{t('personal.intro')}</p>
        </header>
        {profile.matches('loading') && (
          <p className="pc-loading" role="status">
            {t('personal.loading')}
          </p>
        )}
        {profile.matches('unavailable') && (
          <StatusPanel
            alert
            level={2}
            title={t('personal.loadFailed')}
            body={profile.context.failure ? tKey(profile.context.failure) : undefined}
            action={{ label: t('personal.retry'), onClick: () => sendProfile({ type: 'RETRY' }) }}
          />
        )}
        {user && (
          <>
            <p className="pc-success pc-saved" role="status">
              {profile.matches('saved') ? tKey('profile.saved') : ''}
            </p>
            <Portrait user={user} snapshot={avatar} send={sendAvatar} />
            <ProfileDetails snapshot={profile} send={sendProfile} />
            <section className="pc-card" aria-labelledby="pc-security-title">
              <div className="pc-card-head">
                <h2 id="pc-security-title">{t('personal.security')}</h2>
              </div>
              <ContactChange kind="mobile" current={user.mobile} onChanged={userChanged} />
              <ContactChange kind="email" current={user.email} onChanged={userChanged} />
              <PasswordChange />
            </section>
            <MessagesSection mobile={user.mobile} email={user.email} />
          </>
        )}
      </div>
    </div>
  );
}
