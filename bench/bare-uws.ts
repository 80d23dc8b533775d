// The ceiling: a bare uWebSockets.js handler answering a fixed JSON body, started by the bench beside the server.
import { loadNativeUws } from '../server/uws.ts';

const BODY = '{"result":{"suggestions":["the"],"message":"Revert"}}';
const uws = loadNativeUws();
uws
  .App()
  .any('/*', (res) => {
    res.cork(() => res.writeHeader('Content-Type', 'application/json; charset=utf-8').end(BODY));
  })
  .listen('127.0.0.1', Number(process.env.PORT ?? 0), (socket) => {
    if (!socket) process.exit(1);
    console.log(`listening on http://127.0.0.1:${uws.us_socket_local_port(socket)}`);
  });
