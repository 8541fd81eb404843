// The document centre's table, as its repo reads and writes it (migration.ts creates it).
import type { Generated } from 'kysely';
import type { DocumentFileType } from '../../../src/contract/documents.js';

export interface DocumentTables {
  portal_attachments: {
    id: Generated<number>;
    els_account: string;
    to_els_account: string;
    business_module: string;
    file_name: string;
    file_path: string;
    file_type: DocumentFileType;
    file_size: number;
    sha256: string;
    upload_user: string;
    uploaded_at: string;
    remark: string;
    search_text: string;
  };
}
