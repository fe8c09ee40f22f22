import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {STATUS_FILE} from '../../../plugins/catalogue/node/load';

const siteDir = path.resolve(__dirname, '../../..');
const packageJson = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {scripts: Record<string, string>};

interface Workflow {
  on: {schedule: {cron: string}[]; workflow_dispatch: unknown};
  permissions: Record<string, string>;
  jobs: Record<string, {steps: {run?: string}[]}>;
}

test('the link check runs weekly and proposes the status file the site reads', () => {
  const workflow = yaml.load(fs.readFileSync(path.join(siteDir, '.github/workflows/catalogue-links.yml'), 'utf8')) as Workflow;
  const [schedule] = workflow.on.schedule;
  // minute hour * * one weekday: once a week.
  assert.match(schedule!.cron, /^\d+ \d+ \* \* [0-6]$/);
  assert.ok('workflow_dispatch' in workflow.on, 'it can also be started by hand');
  assert.deepEqual(workflow.permissions, {contents: 'write', 'pull-requests': 'write'});
  const script = Object.values(workflow.jobs)
    .flatMap((job) => job.steps.map((step) => step.run ?? ''))
    .join('\n');
  assert.match(script, /npm run catalogue:check-links/);
  assert.ok(script.includes(`git add ${STATUS_FILE}`), `the workflow commits ${STATUS_FILE}`);
  assert.match(script, /gh pr create/);
  assert.equal(packageJson.scripts['catalogue:check-links'], 'node --import tsx scripts/catalogue/check-links.ts');
  assert.equal(packageJson.scripts['catalogue:sync'], 'node --import tsx scripts/catalogue/sync.ts');
});
