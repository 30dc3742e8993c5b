import { relative } from 'node:path'

import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Vitest's order (longest recorded duration first, so parallel workers end together), except that a
 * file whose tests were all skipped last time recorded 0 ms: its duration is unknown, not short, so
 * it runs first, as a file never run does. Vitest keys durations by project and file, not engine:
 * PostgreSQL's integration run reads SQLite's, where the PostgreSQL-only files are skipped. They
 * went last, and the run ended on one worker for ~20 s (docs/databases.md).
 */
export default class SkippedFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const recordedSkipped = (file: TestSpecification) =>
      this.ctx.cache.getFileTestResults(`${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`)?.duration === 0
    // Projects keep the order Vitest gave them; the partition is within each.
    const projects = [...new Set(sorted.map((file) => file.project.name))]
    return projects.flatMap((name) => {
      const ofProject = sorted.filter((file) => file.project.name === name)
      return [...ofProject.filter(recordedSkipped), ...ofProject.filter((file) => !recordedSkipped(file))]
    })
  }
}
