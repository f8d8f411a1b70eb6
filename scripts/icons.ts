/** `npm run icons`: writes static/icons.svg from src/components/icons/icon-paths.ts. */
import fs from 'node:fs';
import path from 'node:path';
import { iconSprite } from '../src/components/icons/icon-paths';

const file = path.resolve(__dirname, '../static/icons.svg');
fs.writeFileSync(file, iconSprite());
console.log(`wrote ${path.relative(process.cwd(), file)}`);
