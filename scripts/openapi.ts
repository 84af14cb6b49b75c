/** `npm run openapi`: writes docs/openapi.json from the manifest and the handlers' schemas. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildOpenApi } from './openapi-doc';

const out = path.resolve(import.meta.dirname, '..', 'docs', 'openapi.json');
buildOpenApi()
  .then((doc) => {
    writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`);
    console.log(
      `wrote ${path.relative(process.cwd(), out)} (${Object.keys(doc.paths as object).length} paths)`,
    );
    process.exit(0);
  })
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
