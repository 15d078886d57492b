/** The privacy module's public face: what the site holds about an account, as one download. */
export { PERSONAL_DATA_API } from './personal-data.contract';
export { PersonalDataResolver } from './personal-data.resolver';
export { personalDataRoutes } from './personal-data.routes';
export { PersonalDataService } from './personal-data.service';
