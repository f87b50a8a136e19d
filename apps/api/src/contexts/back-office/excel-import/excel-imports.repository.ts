import type { ExcelImportRecord, ExcelImportSummaryLine } from '@invierte/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { excelImports, users } from '../../../db/schema.ts';

const recordColumns = {
  id: excelImports.id,
  template: excelImports.template,
  fileName: excelImports.fileName,
  sha256: excelImports.sha256,
  rowCount: excelImports.rowCount,
  summary: excelImports.summary,
  confirmations: excelImports.confirmations,
  appliedAt: excelImports.appliedAt,
  appliedById: users.id,
  appliedByName: users.name,
  appliedByLastName: users.lastName,
  appliedByEmail: users.email,
};

type RecordRow = {
  id: string;
  template: string;
  fileName: string;
  sha256: string;
  rowCount: number;
  summary: ExcelImportSummaryLine[];
  confirmations: Array<{ row: number; reason: string }>;
  appliedAt: Date;
  appliedById: string;
  appliedByName: string;
  appliedByLastName: string;
  appliedByEmail: string;
};

const recordOf = (r: RecordRow): ExcelImportRecord => ({
  id: r.id,
  template: r.template,
  fileName: r.fileName,
  sha256: r.sha256,
  rowCount: r.rowCount,
  summary: r.summary,
  confirmations: r.confirmations.map(({ row, reason }) => ({ row, reason })),
  appliedAt: r.appliedAt.toISOString(),
  appliedBy: {
    id: r.appliedById,
    name: [r.appliedByName, r.appliedByLastName].filter(Boolean).join(' '),
    email: r.appliedByEmail,
  },
});

export const excelImportsRepository = {
  async findApplied(db: Db, template: string, sha256: string): Promise<ExcelImportRecord | null> {
    const [row] = await db
      .select(recordColumns)
      .from(excelImports)
      .innerJoin(users, eq(users.id, excelImports.appliedBy))
      .where(and(eq(excelImports.template, template), eq(excelImports.sha256, sha256)));
    return row ? recordOf(row) : null;
  },

  async insert(
    db: Db,
    row: {
      id: string;
      template: string;
      sha256: string;
      fileName: string;
      rowCount: number;
      summary: ExcelImportSummaryLine[];
      confirmations: Array<{ row: number; reason: string; flags: string[] }>;
      appliedBy: string;
      appliedAt: Date;
    },
  ): Promise<void> {
    await db.insert(excelImports).values(row);
  },

  async setSummary(db: Db, id: string, summary: ExcelImportSummaryLine[]): Promise<void> {
    await db.update(excelImports).set({ summary }).where(eq(excelImports.id, id));
  },

  async list(db: Db, template: string, limit: number): Promise<ExcelImportRecord[]> {
    const rows = await db
      .select(recordColumns)
      .from(excelImports)
      .innerJoin(users, eq(users.id, excelImports.appliedBy))
      .where(eq(excelImports.template, template))
      .orderBy(desc(excelImports.appliedAt))
      .limit(limit);
    return rows.map(recordOf);
  },
};
