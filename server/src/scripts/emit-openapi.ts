import path from 'node:path';
import { REPO_ROOT } from '../config';
import { restApiDocument } from '../rest-router';
import { writeOrCheck } from './generated-file';

/** Writes openapi.json from the REST routes' contracts; with --check, fails when it differs. */
const printed = `${JSON.stringify(restApiDocument(), null, 2)}\n`;
writeOrCheck(path.join(REPO_ROOT, 'openapi.json'), printed, 'npm run generate');
