#!/usr/bin/env bash
# What an app that adds this package brings in with it. Resolves a throwaway package that depends on
# every library product of this one, as an app's Package.swift or Xcode project would, and fails if
# SwiftPM fetched any other package for it: the package's own dependencies (property-based tests, the
# DocC plugin) are for its tests and tools, and SwiftPM resolves only what a dependency's products need.
# Also fails if the manifest's tools version is no longer the one the README's requirements name
# (6.0: Xcode 16.0), so that raising it is a decision rather than an accident.
#
#   check.sh
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SWIFT=${SWIFT:-swift}
REQUIRED_TOOLS_VERSION=6.0

tools_version=$(head -n 1 "$ROOT/Package.swift" | sed -n 's#^// swift-tools-version: *##p')
if [ "$tools_version" != "$REQUIRED_TOOLS_VERSION" ]; then
  echo "adoption: Package.swift declares tools version $tools_version; the README promises $REQUIRED_TOOLS_VERSION (Xcode 16.0). Change both, on purpose." >&2
  exit 1
fi

products=$(cd "$ROOT" && "$SWIFT" package dump-package | jq -r '.products[] | select(.type | has("library")) | .name')
if [ -z "$products" ]; then
  echo "adoption: found no library product in $ROOT/Package.swift" >&2
  exit 1
fi

adopter=$(mktemp -d)
trap 'rm -rf "$adopter"' EXIT
mkdir -p "$adopter/Sources/App"
echo 'print("adopter")' >"$adopter/Sources/App/main.swift"
package_name=$(basename "$ROOT")
{
  echo "// swift-tools-version: $REQUIRED_TOOLS_VERSION"
  echo 'import PackageDescription'
  echo 'let package = Package('
  echo '  name: "Adopter", platforms: [.macOS(.v14), .iOS(.v17)],'
  echo "  dependencies: [.package(path: \"$ROOT\")],"
  echo '  targets: [.executableTarget(name: "App", dependencies: ['
  for product in $products; do
    echo "    .product(name: \"$product\", package: \"$package_name\"),"
  done
  echo '  ])]'
  echo ')'
} >"$adopter/Package.swift"

if ! (cd "$adopter" && "$SWIFT" package resolve >"$adopter/resolve.log" 2>&1); then
  cat "$adopter/resolve.log" >&2
  echo "adoption: a package depending on every product ($(echo $products)) does not resolve" >&2
  exit 1
fi
fetched=$(ls "$adopter/.build/checkouts" 2>/dev/null)
if [ -n "$fetched" ]; then
  echo "adoption: an app using $(echo $products) would also fetch: $(echo $fetched)." >&2
  echo "  Every package a product depends on is cloned into every app that adds this one; keep products free of dependencies (see the README's Installing)." >&2
  exit 1
fi
echo "adoption: an app using $(echo $products) fetches no other package; tools version $tools_version"
