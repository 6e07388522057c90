import { exportDay, exportFileName, exportTableParams } from '@sessionbook/domain';
import { z } from 'zod';
import type { ApiModule } from '../../core/api-module.ts';
import { perAccount, perMinute } from '../../core/rate-limits.ts';
import { authOf, requireUser } from '../auth/authenticate.ts';
import { requireProfessional } from '../auth/roles.ts';
import { exportTableCsv } from './services/export-tables.ts';
import { exportZip } from './services/export-zip.ts';

const tags = ['exports'];

/** RFC 4180's media type, with the charset the byte order mark also says. */
const CSV_TYPE = 'text/csv; charset=utf-8';
const ZIP_TYPE = 'application/zip';

/** A file to save, never kept by a cache: it holds the practice's personal data. */
const asAttachment = (fileName: string) => ({
  'content-disposition': `attachment; filename="${fileName}"`,
  'cache-control': 'no-store',
});

/** Each export reads the whole practice: a few a minute per account is plenty for a person. */
const exportLimit = perMinute(10, perAccount);

/**
 * The professional's data as files (issue 28 item 2; docs/decisions/0048-import-and-export.md): the
 * client book, the sessions with registrations and attendance, and the voucher ledger, each as CSV or
 * all in one zip. Professional only; only their own practice.
 */
export const exportRoutes: ApiModule = async (app, deps) => {
  const onRequest = requireUser(deps);
  const { db } = deps.database;

  app.get(
    '/professional/export/:table.csv',
    {
      onRequest,
      config: exportLimit,
      schema: {
        tags,
        operationId: 'exportProfessionalTable',
        errors: ['forbidden', 'not_found'],
        summary: 'One of your tables as CSV: `clients` (the client book), `sessions` or `ledger` (vouchers)',
        description:
          'UTF-8 with a byte order mark, comma-separated, CRLF, headers in your language, times local in ' +
          'your zone (`YYYY-MM-DD HH:mm`, the zone in its own column). `clients` is the client book in ' +
          'the columns the import reads, with one balance column per voucher kind. An unknown table is 404.',
        params: exportTableParams,
        response: {
          200: {
            description: 'The table (`text/csv`), as an attachment',
            content: { 'text/csv': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const professional = await requireProfessional(db, authOf(request).userId);
      const csv = await exportTableCsv(db, professional, request.params.table);
      const fileName = exportFileName(request.params.table, exportDay(deps.clock(), professional.timeZone));
      return reply.type(CSV_TYPE).headers(asAttachment(fileName)).send(csv);
    },
  );

  app.get(
    '/professional/export.zip',
    {
      onRequest,
      config: exportLimit,
      schema: {
        tags,
        operationId: 'exportProfessionalZip',
        errors: ['forbidden'],
        summary: 'All your tables in one zip: the client book, the sessions and the voucher ledger as CSV',
        description: 'The files are those of `GET professional/export/{table}.csv`, named as they download.',
        response: {
          200: {
            description: 'The zip (`application/zip`), as an attachment',
            content: { 'application/zip': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const professional = await requireProfessional(db, authOf(request).userId);
      const now = deps.clock();
      const zip = await exportZip(db, professional, now);
      const fileName = exportFileName('export', exportDay(now, professional.timeZone));
      // The documented body is a string of bytes; Fastify sends a Buffer as it is.
      const bytes = Buffer.from(zip) as unknown as string;
      return reply.type(ZIP_TYPE).headers(asAttachment(fileName)).send(bytes);
    },
  );
};
