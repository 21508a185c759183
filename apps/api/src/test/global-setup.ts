// Vitest globalSetup for the API: one template per run, migrated and seeded with the demo
// catalogue at the tests' fixed clock (no images rendered), the region reference data and the
// demo member, cloned by every test file.
import { seedDemoCatalogue, seedRegions } from '@kilau/db';
import { dropTestTemplate, prepareTestTemplate } from '@kilau/db/testing';
import type { TestProject } from 'vitest/node';
import { seedDemoMember } from '../seed/demo-member';
import { FIXED_NOW } from './clock';

export default async function setup(project: TestProject) {
  const template = await prepareTestTemplate({
    seed: async (db) => {
      await seedRegions(db, { now: FIXED_NOW });
      await seedDemoCatalogue(db, { now: FIXED_NOW });
      await seedDemoMember(db, { now: FIXED_NOW });
    },
  });
  project.provide('kilauTestTemplate', template);
  return async () => {
    await dropTestTemplate(template);
  };
}
