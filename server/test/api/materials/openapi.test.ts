import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();

test('the OpenAPI document lists every material call, the upload as a multipart form', async () => {
  const res = await t.app().inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json() as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> }; responses: Record<string, unknown> }>> };
  expect(Object.keys(doc.paths['/api/materials'] ?? {})).toContain('post');
  expect(Object.keys(doc.paths['/api/materials/{id}'] ?? {})).toContain('get');
  expect(Object.keys(doc.paths['/api/materials/{id}/file'] ?? {})).toContain('get');
  expect(Object.keys(doc.paths['/api/materials/{id}/preview'] ?? {})).toContain('get');
  expect(Object.keys(doc.paths['/api/materials/{id}/save'] ?? {}).sort()).toEqual(['delete', 'post']);
  expect(Object.keys(doc.paths['/api/materials/{id}/like'] ?? {}).sort()).toEqual(['delete', 'post']);
  expect(Object.keys(doc.paths['/api/materials/{id}/report'] ?? {})).toContain('post');

  const upload = doc.paths['/api/materials']!.post!;
  const form = upload.requestBody?.content['multipart/form-data']?.schema.properties ?? {};
  expect(Object.keys(form)).toEqual(expect.arrayContaining(['label', 'classification', 'file', 'url', 'image', 'tags']));
  expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '409', '413', '415']));
});
