import { Hono } from 'hono';
import { z } from 'zod';
import {
  buildPartnerUrl,
  isAllowedPartnerUrl,
  isPartnerId,
  partners,
  partnerIds,
  type PartnerUrlResponse,
} from '../../src/domain/partners';
import { partnerUrlQuerySchema, partnerUrlResponseSchema, searchParamsFromQuery } from '../../src/domain/partner-query';
import { ApiError } from '../errors';
import { excerpt, logOf } from '../log';
import { errorResponses, jsonResponse, type RouteDoc } from '../openapi';
import { validate } from '../validate';
import type { FramingChecker } from '../partners/framing';

export type PartnerRouteDeps = { marker?: string; framing: FramingChecker; now?: () => Date };

export function partnerRoutes({ marker, framing, now = () => new Date() }: PartnerRouteDeps) {
  return new Hono().get(
    '/:brand/url',
    async (c, next) => {
      const brand = c.req.param('brand');
      if (!isPartnerId(brand)) {
        throw new ApiError(
          404,
          'partner-not-found',
          `There is no partner called "${brand.slice(0, 40)}". Partners: ${partnerIds.join(', ')}.`,
        );
      }
      await next();
    },
    validate('query', partnerUrlQuerySchema),
    async (c) => {
      const brand = c.req.param('brand');
      if (!isPartnerId(brand)) throw new ApiError(404, 'partner-not-found', `There is no partner called "${brand}".`);
      const query = c.req.valid('query');
      const partner = partners[brand];
      const url = buildPartnerUrl(brand, searchParamsFromQuery(query), { subId: query.subid, now: now(), ...(marker ? { marker } : {}) });
      if (!isAllowedPartnerUrl(brand, url)) {
        // A client can ask for this at will: a line a minute at most, with the count of the others.
        logOf(c).sampled('partner-link-refused', 'warn', "partners: refused a link outside the partner's allowed hosts", {
          partner: brand,
          url: excerpt(url, 120),
        });
        throw new ApiError(422, 'partner-link-refused', `We couldn't build a safe link to ${partner.name} from these parameters.`);
      }
      const supportsIframe = partner.usesPanel && (await framing.supportsFraming(brand));
      return c.json({ url, name: partner.name, supports_iframe: supportsIframe } satisfies PartnerUrlResponse);
    },
  );
}

export const partnerRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/{brand}/url',
    tags: ['partners'],
    summary: "A link to a partner's search, with the affiliate marker and the placement's sub id",
    request: { params: z.object({ brand: z.enum(partnerIds) }), query: partnerUrlQuerySchema },
    responses: {
      200: jsonResponse(
        "{ url, name, supports_iframe }: the link, the partner's name, and whether the in-app panel may frame it",
        partnerUrlResponseSchema,
      ),
      ...errorResponses({
        400: 'invalid-input: a query parameter is missing or out of range',
        404: 'partner-not-found: no partner has this name',
        422: "partner-link-refused: the parameters would lead outside the partner's hosts",
      }),
    },
  },
];
