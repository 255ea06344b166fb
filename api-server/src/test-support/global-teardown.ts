import { tearDownMigratedDatabase } from './migrated-database';

export default tearDownMigratedDatabase;
