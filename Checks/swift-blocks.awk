# The Swift blocks of a Markdown document, for the checks that compile them (DocSnippets,
# SwiftUIInterface): each ```swift block goes to OUT/PREFIX_N.block, N counting every Swift block of
# the document from 1, its first line `marker: NAME` naming the `<!-- snippet: NAME -->` comment
# right before the block (`marker: -` for none), then the block's lines as written.
#
#   awk -v prefix=README -v out=DIR -f swift-blocks.awk README.md
/^<!-- snippet: [a-z]+ -->/ { marker = $3; next }
/^```swift/ {
  block++
  file = sprintf("%s/%s_%d.block", out, prefix, block)
  printf "marker: %s\n", (marker == "" ? "-" : marker) > file
  inside = 1
  marker = ""
  next
}
/^```/ { if (inside) close(file); inside = 0; marker = ""; next }
inside { print > file }
