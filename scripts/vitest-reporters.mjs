import { JsonReporter } from 'vitest/reporters';

// Shared by every workspace's Vitest config: when VITEST_JSON_DIR is set (CI), also write a JSON report
// named after the workspace so scripts/ci-summary.mjs can print the closing 'N passed, N failed' line.
export function reporters(name) {
  const dir = process.env.VITEST_JSON_DIR;
  return dir ? ['default', ['json', { outputFile: `${dir}/${name}.json` }]] : ['default'];
}

// For a config with several projects (the API suite on each database): one JSON report per project, named
// after the project, written by Vitest's own JSON reporter over that project's test files only.
export function projectReporters() {
  const dir = process.env.VITEST_JSON_DIR;
  return dir ? ['default', new JsonReportPerProject(dir)] : ['default'];
}

class JsonReportPerProject {
  constructor(dir) {
    this.dir = dir;
  }

  onInit(ctx) {
    this.ctx = ctx;
    this.start = Date.now();
  }

  async onTestRunEnd(testModules) {
    // Every project that ran gets a report, even one whose files all failed to load.
    const byProject = new Map(this.ctx.projects.map((project) => [project.name, []]));
    for (const testModule of testModules) byProject.get(testModule.project.name)?.push(testModule);
    for (const [name, modules] of byProject) {
      if (modules.length === 0) continue;
      const report = new JsonReporter({ outputFile: `${this.dir}/${name}.json` });
      report.onInit(this.ctx);
      report.start = this.start;
      await report.onTestRunEnd(modules);
    }
  }
}
