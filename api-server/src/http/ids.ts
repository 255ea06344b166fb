const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs: anything else names nothing, and answers 404 without asking the database. */
export const isUuid = (id: string) => uuidShape.test(id);
