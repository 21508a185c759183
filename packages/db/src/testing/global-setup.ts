// Vitest globalSetup for suites that touch the database: one migrated template per run, handed
// to this project's workers through `provide`.
import type { TestProject } from 'vitest/node';
import { dropTestTemplate, prepareTestTemplate } from './index';

export default async function setup(project: TestProject) {
  const template = await prepareTestTemplate();
  project.provide('kilauTestTemplate', template);
  return async () => {
    await dropTestTemplate(template);
  };
}
