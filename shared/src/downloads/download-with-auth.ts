/**
 * Downloads a file the API only serves to a signed-in customer (see save-download.ts). Its code is fetched with the
 * first such download: a statement, a contract, a playlist's archive; no page needs it to show.
 */
export async function downloadWithAuth(url: string): Promise<void> {
  const { downloadWithAuth: download } = await import(
    /* webpackChunkName: "save-download" */ './save-download'
  );
  return download(url);
}
