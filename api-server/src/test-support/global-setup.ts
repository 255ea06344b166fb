import { setUpMigratedDatabase } from './migrated-database';

export default setUpMigratedDatabase;
