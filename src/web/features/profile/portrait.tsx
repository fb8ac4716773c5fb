import type { ChangeEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { AvatarUploadEvent, avatarUploadMachine } from '../../../../machines/avatar-upload.machine';
import { DEFAULT_AVATAR, type MemberInfo } from '../../../contract/member';
import { UPLOAD_TYPES } from '../../../contract/profile';
import { t, tKey } from '../../lib/i18n';
import { displayPhone } from '../../../contract/phone';

interface Props {
  user: MemberInfo;
  snapshot: SnapshotFrom<typeof avatarUploadMachine>;
  send: (event: AvatarUploadEvent) => void;
}

const ACCEPT = Object.keys(UPLOAD_TYPES).join(',');

/** The portrait (the default one when empty) with its upload button. */
export function Portrait({ user, snapshot, send }: Props) {
  const uploading = snapshot.matches('uploading');
  const failure = snapshot.context.failure;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a failure
    if (file) send({ type: 'CHOOSE', file });
  };
  return (
    <section className="pc-card pc-portrait" aria-labelledby="pc-portrait-title">
      <h2 id="pc-portrait-title" className="visually-hidden">
        {t('personal.portrait')}
      </h2>
      <img className="pc-avatar" src={user.avatar || DEFAULT_AVATAR} alt={t('personal.portraitAlt')} width={112} height={112} />
      <div className="pc-portrait-text">
        <p className="pc-nickname">
          {user.nickname}
        </p>
        <p className="pc-account">{displayPhone(user.mobile) || user.email}</p>
        <input
          id="pc-avatar-file"
          className="visually-hidden pc-file"
          type="file"
          accept={ACCEPT}
          disabled={uploading}
          onChange={choose}
          aria-describedby={failure ? 'pc-avatar-hint pc-avatar-error' : 'pc-avatar-hint'}
        />
        <label htmlFor="pc-avatar-file" className={`pc-button${uploading ? ' is-busy' : ''}`} aria-busy={uploading}>
          {uploading ? t('personal.uploading') : t('personal.changePortrait')}
        </label>
        <p id="pc-avatar-hint" className="pc-hint">
          {t('personal.portraitHint')}
        </p>
        {failure && (
          <p id="pc-avatar-error" className="pc-error" role="alert">
            {tKey(failure)}
          </p>
        )}
      </div>
    </section>
  );
}
