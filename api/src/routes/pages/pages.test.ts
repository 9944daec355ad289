import {
  agentListResponseSchema,
  contentPageResponseSchema,
  crewListResponseSchema,
  globalFaqListResponseSchema,
  PAGE_SLUGS,
} from '@rsm/shared/schemas';
import { getInLanguage, setUpTestApp } from '../../../test/helper';
import { errorBody } from '../../../test/error-body';

const SLUGS = Object.values(PAGE_SLUGS);

describe('pages and content lists', () => {
  const ctx = setUpTestApp();
  const get = getInLanguage(ctx);

  it.each(SLUGS)('serves %s in English and Portuguese with headings and paragraphs', async (slug) => {
    const en = contentPageResponseSchema.parse((await get(`/v1/pages/${slug}`)).json()).page;
    const pt = contentPageResponseSchema.parse((await get(`/v1/pages/${slug}`, 'PTRSM')).json()).page;
    expect(en.slug).toBe(slug);
    expect(en.body).toMatch(/^## /m);
    expect(en.body.split('\n\n').length).toBeGreaterThanOrEqual(3);
    expect(pt.title).not.toBe(en.title);
    expect(pt.body).not.toBe(en.body);
  });

  it('answers an unknown slug with 404 and a malformed one with 422', async () => {
    const unknown = await get('/v1/pages/v2_nothing_here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(errorBody('Page not found'));
    expect((await get('/v1/pages/Not%20A%20Slug')).statusCode).toBe(422);
  });

  it('lists at least 8 FAQs in both languages', async () => {
    const en = globalFaqListResponseSchema.parse((await get('/v2/global_faqs')).json()).global_faqs;
    const pt = globalFaqListResponseSchema.parse((await get('/v2/global_faqs', 'PTRSM')).json()).global_faqs;
    expect(en.length).toBeGreaterThanOrEqual(8);
    expect(pt.map((faq) => faq.id)).toEqual(en.map((faq) => faq.id));
    expect(pt[0]!.question).not.toBe(en[0]!.question);
  });

  it('lists the crew with a null photo url and localised roles', async () => {
    const crew = crewListResponseSchema.parse((await get('/v1/crew', 'PTRSM')).json()).crew;
    expect(crew.length).toBeGreaterThan(0);
    expect(crew[0]).toMatchObject({ photo: { url: null }, role: 'Fundadora e diretora criativa' });
  });

  it('lists the agents', async () => {
    const agents = agentListResponseSchema.parse((await get('/v1_rsm/agents')).json()).agents;
    expect(agents.map((agent) => agent.country)).toContain('Brazil');
  });
});
