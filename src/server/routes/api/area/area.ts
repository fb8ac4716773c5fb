import type { FastifyInstance } from 'fastify';
import { areaList } from '../../../../contract/address';
import { regionChildren, regionName } from '../../../domain/regions';
import { ok, registerCall } from '../../../plugins/api';

/** The region picker's lists from the shipped snapshot; an unknown pid has no children. */
export default async function areaRoutes(app: FastifyInstance) {
  registerCall(app, areaList, async ({ pid }, { lang }) =>
    ok(regionChildren(pid).map((node) => ({ value: node.code, name: regionName(node, lang) }))),
  );
}
