// Vitest globalSetup for suites that touch the database: one migrated template per run.
import { dropTestTemplate, prepareTestTemplate } from './index';

export default async function setup() {
  const template = await prepareTestTemplate();
  return async () => {
    await dropTestTemplate(template);
  };
}
