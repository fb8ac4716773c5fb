import type { FastifyInstance } from 'fastify';
import upload from './api/common/upload';
import changeEmail from './api/user/change-email';
import changeMobile from './api/user/change-mobile';
import changePassword from './api/user/change-password';
import info from './api/user/info';
import profile from './api/user/profile';
import mediaUploads from './media-uploads';

/** The personal centre: profile, password, phone and email changes, portrait upload. */
export default async function personalCentre(app: FastifyInstance) {
  await app.register(info);
  await app.register(profile);
  await app.register(changePassword);
  await app.register(changeMobile);
  await app.register(changeEmail);
  await app.register(upload);
  await app.register(mediaUploads);
}
