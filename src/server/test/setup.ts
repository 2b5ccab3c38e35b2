import { randomBytes } from 'node:crypto';
import { setPersonalDataKey } from '../lib/personal-digest';

// What buildApp does from the configuration, for the tests that call a service or a limit directly.
setPersonalDataKey(randomBytes(32));
