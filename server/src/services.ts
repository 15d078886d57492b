import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { AuthService } from './modules/auth/auth.service';
import { TokenService } from './modules/auth/token-service';
import { FeedbackService } from './modules/feedback/feedback.service';
import { MediaService } from './modules/media/media.service';
import { User } from './modules/users/user.entity';

export interface Services {
  dataSource: DataSource;
  auth: AuthService;
  media: MediaService;
  feedback: FeedbackService;
}

export function createServices(dataSource: DataSource, config: Config): Services {
  const tokens = new TokenService(config);
  const media = new MediaService(dataSource, config.media);
  return {
    dataSource,
    auth: new AuthService(dataSource.getRepository(User), tokens, config.adminEmails),
    media,
    feedback: new FeedbackService(dataSource, media),
  };
}
