// Serves the built apps with Debian's nginx using the production config of docker/nginx, so the
// deployment rules (caching, CORS, SPA fallback, API proxy, remotes.json) are tested for real on a
// machine without a Docker engine. Each app is "deployed" by copying its dist/ into a folder of
// its own, as uploading it to its host would.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { frontApps, repoRoot, shellApp, type FrontApp } from './apps';
import { writeRemotesFile } from './remotes-file';

const nginxDir = join(repoRoot, 'docker/nginx');

export interface NginxSite {
  dir: string;
  shellPort: number;
  apiPort: number;
}

const paths = (site: NginxSite) => ({
  conf: join(site.dir, 'nginx.conf'),
  sites: join(site.dir, 'sites'),
  disabled: join(site.dir, 'sites-disabled'),
  deploy: (app: FrontApp) => join(site.dir, 'deploy', app.name),
});

function appByName(name: string): FrontApp {
  const app = frontApps.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`Unknown app ${name}`);
  return app;
}

/** The same substitution the nginx image applies to its templates at container start. */
export function renderTemplate(template: string, vars: Record<string, string>): string {
  return template.replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

/** Copies a build into the app's deploy folder: new files are added, old hashed chunks stay for open pages. */
export function deployApp(site: NginxSite, name: string, fromDist = join(appByName(name).dir, 'dist')): void {
  const target = paths(site).deploy(appByName(name));
  mkdirSync(target, { recursive: true });
  cpSync(fromDist, target, { recursive: true, filter: (source) => !source.endsWith('remotes.json') });
}

export function reloadNginx(site: NginxSite): void {
  execFileSync('nginx', ['-p', site.dir, '-c', paths(site).conf, '-s', 'reload'], { stdio: 'inherit' });
}

/** Takes one app's server off the air (its port refuses connections), as a failed host would. */
export function stopApp(site: NginxSite, name: string): void {
  renameSync(join(paths(site).sites, `${name}.conf`), join(paths(site).disabled, `${name}.conf`));
  reloadNginx(site);
}

export function startApp(site: NginxSite, name: string): void {
  renameSync(join(paths(site).disabled, `${name}.conf`), join(paths(site).sites, `${name}.conf`));
  reloadNginx(site);
}

export function siteFromEnv(env: NodeJS.ProcessEnv = process.env): NginxSite {
  if (!env.NGINX_SITE_DIR) throw new Error('NGINX_SITE_DIR is not set');
  return JSON.parse(readFileSync(join(env.NGINX_SITE_DIR, 'site.json'), 'utf8')) as NginxSite;
}

/** Writes the configuration, deploys every app and starts nginx in the foreground. */
export function startNginx(site: NginxSite): ChildProcess {
  const p = paths(site);
  rmSync(site.dir, { recursive: true, force: true });
  for (const dir of [site.dir, p.sites, p.disabled, join(site.dir, 'tmp'), join(site.dir, 'logs')]) mkdirSync(dir, { recursive: true });
  // nginx's workers run as an unprivileged user and must be able to read the deployed files.
  chmodSync(site.dir, 0o755);

  const template = readFileSync(join(nginxDir, 'app.conf.template'), 'utf8');
  for (const app of frontApps) {
    deployApp(site, app.name);
    const vars = {
      APP_PORT: String(site.shellPort + app.portOffset),
      APP_ROOT: p.deploy(app),
      API_UPSTREAM: `http://127.0.0.1:${site.apiPort}`,
    };
    writeFileSync(join(p.sites, `${app.name}.conf`), renderTemplate(template, vars));
  }
  writeRemotesFile(p.deploy(shellApp), site.shellPort, 'localhost');

  const tmp = join(site.dir, 'tmp');
  writeFileSync(
    p.conf,
    `daemon off;
worker_processes 1;
pid ${join(site.dir, 'nginx.pid')};
error_log ${join(site.dir, 'logs/error.log')} warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${tmp}/body;
  proxy_temp_path ${tmp}/proxy;
  fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi;
  scgi_temp_path ${tmp}/scgi;
  include ${join(nginxDir, 'cache.conf')};
  include ${p.sites}/*.conf;
}
`,
  );
  writeFileSync(join(site.dir, 'site.json'), JSON.stringify(site));
  if (!existsSync('/usr/sbin/nginx') && !existsSync('/usr/bin/nginx')) throw new Error('nginx is not installed (apt-get install -y nginx)');
  return spawn('nginx', ['-p', site.dir, '-c', p.conf], { stdio: 'inherit' });
}
