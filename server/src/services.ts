import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { AuthService } from './modules/auth/auth.service';
import { TokenService } from './modules/auth/token-service';
import { User } from './modules/users/user.entity';

export interface Services {
  dataSource: DataSource;
  auth: AuthService;
}

export function createServices(dataSource: DataSource, config: Config): Services {
  const tokens = new TokenService(config);
  return {
    dataSource,
    auth: new AuthService(dataSource.getRepository(User), tokens, config.adminEmails),
  };
}
