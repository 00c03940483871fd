import CarouselFuzzing
import Testing

/// Every failing case the fuzzer has found, shrunk and pasted as printed: each broke a promise
/// before its fix and must keep passing.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  static let cases: [(String, FuzzCase)] = [
    (
      "a drag a vertical pager declined stays declined when a reconfigure turns the pager horizontal",
      FuzzCase(
        target: "pager", parameters: [1, 0],
        calls: [
          .viewport(width: 1, height: 0),
          .drag(.began, x: 0, y: 0, time: 0),
          .drag(.changed, x: 14, y: 0, time: 0),
          .reconfigure([0, 0], time: 0),
          .drag(.changed, x: 0, y: -.infinity, time: 0),
          .drag(.changed, x: 0, y: 0, time: 0),
        ])
    ),
    (
      "a tab strip let go between two tabs is not settled until it has snapped to one",
      FuzzCase(
        target: "tabstrip", parameters: [0, 0, 0],
        calls: [
          .drag(.began, x: 0, y: 142, time: 0),
          .drag(.changed, x: 11, y: 147, time: 0),
          .drag(.changed, x: 0, y: 0, time: 0),
        ])
    ),
    (
      "a new item count mid-drag redraws nothing; the next sample moves content no further than the finger",
      FuzzCase(
        target: "snap", parameters: [0, 0, 0, 0, 0],
        calls: [
          .viewport(width: 1, height: 0),
          .drag(.began, x: 0, y: 0, time: 0),
          .drag(.changed, x: 10, y: 0, time: 0),
          .drag(.changed, x: 0, y: 0, time: 0),
          .itemCount(3),
          .drag(.changed, x: 0, y: 0, time: 0),
        ])
    ),
    (
      "content grabbed beyond the rubber band's reach follows the finger from where it is",
      FuzzCase(
        target: "snap", parameters: [0, 0, 0, 0, 0],
        calls: [
          .viewport(width: 1, height: 0),
          .itemCount(19),
          .scroll(to: 16, animated: false, time: 0),
          .scroll(to: 0, animated: true, time: 0),
          .itemCount(0),
          .drag(.began, x: 0, y: 0, time: 0),
          .drag(.changed, x: 11, y: 0, time: 0),
          .drag(.changed, x: 0, y: 0, time: 0),
        ])
    ),
    (
      "a huge viewport is clamped, not turned into an infinite offset",
      FuzzCase(
        target: "snap", parameters: [0, 0, 0, 0, 0],
        calls: [
          .viewport(width: 1, height: 0),
          .drag(.began, x: 0, y: 0, time: 0),
          .drag(.changed, x: -16, y: 0, time: 0),
          .drag(.changed, x: 0, y: 0, time: 0),
          .viewport(width: 7.022238808055921e+305, height: 0),
        ])
    ),
    (
      "a press with an infinite time is ignored by the host too, so a reconfigure does not hold a phantom finger",
      FuzzCase(
        target: "snap", parameters: [0, 0, 0, 0, 0],
        calls: [
          .drag(.began, x: 0, y: 0, time: .infinity),
          .reconfigure([72.21212372023669, 22.091819165503196, 0, 3, 282.34240512904705], time: 0),
        ])
    ),
    (
      "a stride longer than the largest single length still rests on its item",
      FuzzCase(
        target: "snap", parameters: [0, 0, 0, 0, 0],
        calls: [
          .itemCount(2),
          .viewport(width: 80, height: 1),
          .scroll(to: 1, animated: false, time: 0),
          .reconfigure([43.61726077882943, 1e+18, 0, 0, 205.31302504252486], time: 0),
        ])
    ),
    (
      "a rest reported before a reconfigure is followed by the replacement's own",
      FuzzCase(
        target: "snap", parameters: [0, 0, 0, 0, 0],
        calls: [
          .itemCount(2),
          .scroll(to: 1, animated: false, time: 0),
          .advance(to: 0),
          .itemCount(0),
          .reconfigure([44.86875957631641, 32.92733537116942, 0, 2, 280.213985309293], time: 0),
        ])
    ),
    (
      "a drag to x = 2.8e306 is ignored instead of overflowing",
      FuzzCase(
        target: "paged", parameters: [0, 0, 0, 0, 0],
        calls: [
          .drag(.began, x: 0, y: 0, time: 0),
          .drag(.changed, x: 13, y: 0, time: 0),
          .drag(.changed, x: 2.8088955232223683e+306, y: 0, time: 0),
        ])
    ),
    (
      "a shrinking page count mid-drag does not make the next sample jump",
      FuzzCase(
        target: "paged", parameters: [0, 0, 0, 0, 0],
        calls: [
          .itemCount(5),
          .viewport(width: 8, height: 0),
          .scroll(to: 4, animated: false, time: 0),
          .drag(.began, x: 0, y: 286, time: 0),
          .drag(.changed, x: 15, y: 299, time: 0),
          .itemCount(0),
          .drag(.changed, x: 0, y: 0, time: 0),
        ])
    ),
    (
      "a spring evaluated 5e299 s after it started is finished, not NaN",
      FuzzCase(
        target: "rotary", parameters: [0, 0, 0, 0, 0, 0, 0],
        calls: [
          .itemCount(250000),
          .scroll(to: 363196, animated: true, time: 0),
          .advance(to: 5e+299),
        ])
    ),
    (
      "a pager scrolled at 1e300 s stays finite",
      FuzzCase(
        target: "pager", parameters: [1, 0],
        calls: [
          .viewport(width: 0, height: 180),
          .scroll(to: -65536, animated: true, time: 0),
          .scroll(to: 0, animated: true, time: 1e+300),
        ])
    ),
    (
      "a far page jump reports one index change, not one per page",
      FuzzCase(target: "pager", parameters: [0, 0], calls: [.scroll(to: 62500, animated: false, time: 0)])
    ),
    (
      "Int.max zero-length items place nothing, in bounded time, and never allocate per item",
      FuzzCase(
        target: "free", parameters: [0, 100, 0, 0, 0, 0],
        calls: [
          .itemLengths([10, 0, 20]),
          .viewport(width: 390, height: 200),
          .itemCount(Int.max),
          .reconfigure([.infinity, 274, .nan, 24, 27, 0], time: 0),
          .advance(to: 1),
        ])
    ),
    (
      "momentum started with no items ends on an item once items arrive",
      FuzzCase(
        target: "snap", parameters: [0, 0, 0, 0, 0],
        calls: [
          .viewport(width: 48, height: 0),
          .drag(.began, x: 10, y: 242, time: 0.2414813066709032),
          .drag(.changed, x: 0, y: 241, time: 0),
          .drag(.ended, x: 0, y: 0, time: 0.30541236349655143),
          .itemCount(3),
        ])
    ),
    (
      "a ring with 1e300 points per item is clamped and comes to rest",
      FuzzCase(
        target: "rotary", parameters: [0, 0, 0, 0, 0, 0, 0],
        calls: [
          .reconfigure(
            [
              1e+300, 0.18426889428685728, 0.09294028199368065, 172.71542008233462, 35.872858762157925,
              0.7721824810913276, 5,
            ], time: 0),
          .itemCount(3),
          .scroll(to: -1, animated: true, time: 0),
        ])
    ),
    (
      "a scroll(to:) during a drag takes over: the rest of the touch moves nothing",
      FuzzCase(
        target: "rotary", parameters: [0, 0, 0, 0, 0, 0, 0],
        calls: [
          .itemCount(3),
          .scroll(to: 1, animated: false, time: 0),
          .viewport(width: 390, height: 1),
          .drag(.began, x: 0, y: 0, time: 0),
          .drag(.changed, x: 408, y: 0, time: 3.752873109238635),
          .reconfigure(
            [
              297.74253366045787, 0.13075866432542493, 0.4013997361281845, 110.80019063762491, 16.43589518407449,
              0.7391626361879613, 0,
            ], time: 0),
          .scroll(to: 0, animated: true, time: 0),
          .drag(.ended, x: 408, y: 0, time: 3.830506013312118),
        ])
    ),
    (
      "a scroll(to:) that changes nothing while a finger is down still leaves the carousel at rest",
      FuzzCase(
        target: "paged", parameters: [0, 0, 0, 0, 0],
        calls: [
          .itemCount(1),
          .drag(.began, x: 0, y: 0, time: 0),
          .scroll(to: 0, animated: false, time: 0),
        ])
    ),
    (
      "a masonry of Int.max fixed columns clamps them instead of allocating them",
      FuzzCase(
        target: "masonry", parameters: [9.223372036854776e+18, 22.168566250021975, -5, 7.455558745860535, 1, 0],
        calls: [.itemCount(1), .drag(.changed, x: 1e+300, y: 136.45453091463128, time: 0.06699101265351654)])
    ),
    (
      "a masonry query agrees with its frames when columns are 0 points wide",
      FuzzCase(target: "masonry", parameters: [512, 1, 0, 0, 0, 0], calls: [.itemCount(6)])
    ),
    (
      "a masonry photo 1e300 pixels tall is clamped, so updating a height moves later items exactly",
      FuzzCase(
        target: "masonry", parameters: [0, 0, 0, 0, 0, 0],
        calls: [
          .itemLengths([238.00950806984972, 1e+300, 150.180176578059, 240.8495639199473, 88.4513333764208]),
          .advance(to: 0.2586031509164183),
        ])
    ),
    (
      "a column grid of Int.max items counts its rows without overflowing",
      FuzzCase(
        target: "columngrid", parameters: [3, 8, 8, 8, 50],
        calls: [.itemCount(.max), .viewport(width: 390, height: 1e300), .drag(.changed, x: 1e6, y: 0, time: 0)])
    ),
    (
      "a column grid query with an infinite rectangle finds a row of no height",
      FuzzCase(
        target: "columngrid", parameters: [0, 0, 0, 0, .infinity],
        calls: [.viewport(width: 1, height: -.infinity), .itemCount(1), .drag(.changed, x: 0, y: 1, time: 0)])
    ),
    (
      "a ring's item count is clamped so its position stays exact when the count shrinks mid-drag",
      FuzzCase(
        target: "rotary", parameters: [0, 0, 0, 0, 0, 0, 0],
        calls: [
          .itemCount(1125899906842623),
          .scroll(to: -1, animated: false, time: 0),
          .advance(to: 0),
          .drag(.began, x: 0, y: 0, time: 0),
          .itemCount(2),
        ])
    ),
    (
      "a guide board whose sign says it is infinitely large is measured as 0, not ∞",
      FuzzCase(target: "guideboard", parameters: [0, 0, 0], calls: [.itemLengths([.infinity, 40])])
    ),
    (
      "a guide board placed at the largest finite x keeps its centre line finite",
      FuzzCase(
        target: "guideboard", parameters: [0, 0, 0],
        calls: [.itemLengths([100]), .drag(.ended, x: 1.7976931348623157e+308, y: 0, time: 0)])
    ),
    (
      "a guide board in bounds of height −∞ places its first sign at the standardised top",
      FuzzCase(
        target: "guideboard", parameters: [0, 0, 0],
        calls: [
          .viewport(width: 0, height: -.infinity), .drag(.cancelled, x: 0, y: 1, time: 0), .itemLengths([100]),
        ])
    ),
    (
      "a masonry query finds an item whose next neighbour starts an ulp before it ends",
      FuzzCase(
        target: "masonry", parameters: [0, 0, 0, 0.5718076797216209, 0, 0],
        calls: [
          .itemCount(2),
          .itemLengths([
            64.5077696966679, 1.7976931348623157e+308, 1e+300, 21.302213154981033, 259.2585548643216,
            24.640688472182347, 122.9223345532763, 27.09918936933384, 169.97813787056393, 134.3350379692862,
            117.92017472081935, 85.47487662441254, 178.46821624183445, 103.78095656590159, 105.90018636917672,
            120.04674678927016, 64.36700772848576, 223.38794764427618, 257.4364467684993, 44.51571808286724,
            163.7507492842748, -1e+18, 257.0492499785172, 1000000000, 261.6203183722885, 77.69113150724607,
            .infinity, 285.7329369113163, 131.7930801723361,
          ]),
          .viewport(width: 235, height: 0),
          .advance(to: 0.23240180847171812),
          .scroll(to: 3, animated: false, time: 0),
        ])
    ),
    (
      "a pager recentred from 3e10 points keeps the finger within rounding",
      FuzzCase(
        target: "pager", parameters: [0, 0],
        calls: [
          .viewport(width: 7275957, height: 0),
          .scroll(to: 4095, animated: true, time: 0),
          .drag(.began, x: 0, y: 0, time: 0),
          .drag(.changed, x: 16, y: 0, time: 0),
          .drag(.changed, x: 0, y: 0, time: 0),
        ])
    ),
    (
      "a card stack at its last card rests inside its range",
      FuzzCase(
        target: "cardstack", parameters: [0, 14.336591868473416, 0, 0, 0, 0, 0, 0],
        calls: [
          .viewport(width: 1280, height: 0),
          .itemCount(31),
          .scroll(to: 30, animated: false, time: 0),
        ])
    ),
    (
      "a tab tapped is news a frame must deliver: the pair is not settled until it has turned the pages",
      FuzzCase(
        target: "tabbedpager", parameters: [0, 0, 0, 0],
        calls: [
          .viewport(width: 107, height: 1),
          .reconfigure([72.04512519071898, 8.676085812411639, 1000, 66.73023022723565], time: 0),
          .drag(.began, x: 0, y: 0, time: 0),
          .drag(.ended, x: 0, y: 0, time: 0),
          .drag(.began, x: 0, y: 95, time: 0),
        ])
    ),
    (
      "selecting a category far round the loop turns each page once",
      FuzzCase(
        target: "tabbedpager", parameters: [0, 0, 0, 0],
        calls: [
          .itemCount(69),
          .scroll(to: 523, animated: false, time: 0),
        ])
    ),
    (
      "a sample beyond reach on the pages is ignored, though below the strip it would come within reach",
      FuzzCase(
        target: "tabbedpager", parameters: [0, 0, 0, 3],
        calls: [
          .viewport(width: 1, height: 5),
          .drag(.began, x: 0, y: 1000000000, time: 0),
          .drag(.changed, x: 12, y: 999999999, time: 0),
          .drag(.changed, x: 0, y: 1000000003, time: 0),
        ])
    ),
    // The public helpers (SPEC §21): each case is one probe's arguments, no calls.
    (
      "a looping prefetch window over Int.max items wraps its indices without overflow (it trapped)",
      FuzzCase(
        target: "helpers-images",
        parameters: [
          3, 551.2100481435854, 10, 639.5863106293259, 151.17203501183792, -1000, 0.8637330759807582,
          1.7976931348623157e+308, 1.9903920579759549, 2, 1e+300, 208.9806826757445, -1e+300, 107.43849133369699,
          223.1733426160664, -1, -3, 9, 11, 1.735217627206773, 524.5326143257793, 11, 11, 1e-300, 0.7571474711562272,
        ],
        calls: [])
    ),
    (
      "a replay at a frame interval of 1e-300 s runs at the shortest interval and ends (it hung)",
      FuzzCase(
        target: "helpers-motion",
        parameters: [
          6, 12, 657.373584398348, 100000, 319.5793995277924, 842.5790916287144, 1.3272410050329173, 445.2127472397581,
          1.7976931348623157e+308, 11, 9, 1.8431159338091716, 1e-300, 1.7109214718800991, 0, 100000, 749.7867242572934,
          9, 887.272516014627, 589.6906048910715, 0.2098252768047506, 816.6057308591083, -1e+18, .leastNonzeroMagnitude,
          -3,
        ],
        calls: [])
    ),
    (
      "an undamped spring from 10^218 points away comes to rest",
      FuzzCase(
        target: "helpers-motion",
        parameters: [0, 4, 1, 0, 0, 0, 0, -2.635549485807631e+218, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        calls: [])
    ),
    (
      "a motion between ends whose difference overflows finishes at once instead of reading NaN",
      FuzzCase(
        target: "helpers-motion",
        parameters: [
          0, 0, 1, -1.4901161193847657e+292, 1.7976931348623157e+308, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
          0, 0, 0,
        ],
        calls: [])
    ),
    (
      "a rubber band bounded by infinite ends leaves the value as it is",
      FuzzCase(
        target: "helpers-motion",
        parameters: [2, 0, .infinity, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        calls: [])
    ),
    (
      "uniform snap points 10^298 points apart keep finite offsets",
      FuzzCase(
        target: "helpers-motion",
        parameters: [
          5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1000000000, 8.3711609936427125e+298, 0, 0, 0, 1, 4294967296, 0, 0, 0, 0, 0,
          0, 0,
        ],
        calls: [])
    ),
    (
      "a star rating of 10^37 is labelled as the most stars it draws",
      FuzzCase(
        target: "helpers-geometry",
        parameters: [0, 0, 0, 0, 0, 0, 1.0633823966279326e+37, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        calls: [])
    ),
    (
      "an item placed at the largest finite coordinate has a finite scaled frame",
      FuzzCase(
        target: "helpers-geometry",
        parameters: [1, 1, 0, 0, 0, 0, 1.7976931348623157e+308, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        calls: [])
    ),
    (
      "an anchor placing a size of 10^307 gives a finite origin",
      FuzzCase(
        target: "helpers-geometry",
        parameters: [2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4.4942328371557893e+307, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        calls: [])
    ),
    (
      "a visible rectangle 10^308 points wide has no rectangle ahead rather than an infinite one",
      FuzzCase(
        target: "helpers-images",
        parameters: [
          3, 2, 0, 0, 0, 0, 1.7976931348623157e+308, 1.2194330274671843e+142, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
          0, 0, 0,
        ],
        calls: [])
    ),
  ]

  @Test(arguments: cases.indices)
  func stillPasses(_ position: Int) async throws {
    let (promise, fuzzCase) = Self.cases[position]
    let target = try #require(FuzzTarget.named(fuzzCase.target))
    let outcome = await offThePool { target.run(fuzzCase) }
    #expect(outcome.violation == nil, "\(promise): \(outcome.violation.map(String.init(describing:)) ?? "")")
  }
}
