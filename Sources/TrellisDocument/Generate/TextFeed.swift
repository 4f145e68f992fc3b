/// The text feed of `trellis gen --text`: posts whose name, time and body are real text
/// that Trellis measures — sentences of varying length, some in Chinese, with hashtags
/// and long links. The words and phrases are written for this generator; the same
/// random numbers give the same posts.
enum TextFeed {
    static let styles = #"""
    "body":{"textStyle":"body"},"name":{"textStyle":"headline"},"meta":{"textStyle":"footnote"}
    """#

    static let template = #"""
    "TextPostCell":{"views":[
      {"name":"avatar","type":"image","size":[40,40]},
      {"name":"name","type":"label","text":"$name","style":"name","compression":[749,750]},
      {"name":"time","type":"label","text":"$time","style":"meta","hugging":[251,250]},
      {"name":"body","type":"label","text":"$body","style":"body","lines":0},
      {"name":"actions","intrinsic":[null,36]}],
     "constraints":["H:|-[avatar(40)]-10-[name]-(>=8)-[time]-|","avatar.height == 40","avatar.top == superview.topMargin",
      "name.top == avatar.top","time.firstBaseline == name.firstBaseline",
      "body.leading == name.leading","body.trailing == superview.trailingMargin","body.top == name.bottom + 4",
      "H:[avatar]-10-[actions]-|","actions.top == body.bottom + 4","actions.bottom == superview.bottomMargin",
      {"c":"avatar.bottom <= superview.bottomMargin","priority":"defaultHigh"}]}
    """#

    private static let openers = [
        "This morning", "After the rain", "On the late train home", "At the corner bakery", "Somewhere over the lake",
        "Between two meetings", "Before anyone else woke up", "During the long weekend", "In the old library",
        "Right after lunch",
    ]
    private static let subjects = [
        "my neighbour", "the new intern", "a tiny grey cat", "our team", "the bus driver", "my grandmother",
        "a stranger with a violin", "the whole office", "the kid next door", "an old friend from school",
    ]
    private static let verbs = [
        "finally fixed", "accidentally painted", "carefully rebuilt", "quietly photographed", "happily shared",
        "spent an hour explaining", "could not stop talking about", "wrote a short song about", "argued over",
        "planted",
    ]
    private static let objects = [
        "the broken bicycle", "a very long spreadsheet", "the garden fence", "three kinds of dumplings",
        "the map of the harbour", "a stack of unreadable receipts", "the slowest elevator in town",
        "an internationalization checklist", "the sunset over the rooftops", "a surprisingly heavy suitcase",
    ]
    private static let endings = [
        "and nobody complained.", "which made everyone laugh.", "before the shop closed.", "without a single plan.",
        "and I have questions.", "so we celebrated with tea.", "and it only took six tries.", "while it snowed.",
    ]
    private static let chinese = [
        "今天的天气非常好，我们去公园散步了。", "这家小店的面条真的很好吃，推荐大家来试试。",
        "周末和朋友一起爬山，风景太美了！", "新的版本终于上线了，感谢团队每一位成员的努力。",
        "晚上下了一场大雨，街上的灯光很漂亮。", "读完这本书以后，我对自己的工作有了新的想法。",
    ]
    private static let tags = ["#weekend", "#photography", "#coffee", "#SwiftLang", "#autolayout", "#travel", "#今日", "#nofilter"]
    private static let names = [
        "Ada Park", "Bruno Diaz", "Chen Wei", "Dana Okafor", "Élodie Martin", "Farid Haddad", "Grace O'Neill",
        "Hiro Tanaka", "Isabela Costa", "王小明", "Jonas Lindqvist", "Kemal Aydın",
    ]

    /// A post's name, time and body.
    static func post(_ random: inout SplitMix64) -> (name: String, time: String, body: String) {
        let name = names[random.below(names.count)]
        let time = random.below(2) == 0 ? "\(1 + random.below(59))m" : "\(1 + random.below(23))h"
        var parts: [String] = []
        for _ in 0..<random.below(4) { parts.append(sentence(&random)) }
        if random.below(5) == 0 { parts.append(chinese[random.below(chinese.count)]) }
        if random.below(6) == 0 { parts.append(link(&random)) }
        if random.below(3) == 0 { parts.append((0...random.below(3)).map { _ in tags[random.below(tags.count)] }.joined(separator: " ")) }
        if parts.isEmpty { parts.append(sentence(&random)) }
        return (name, time, parts.joined(separator: " "))
    }

    private static func sentence(_ random: inout SplitMix64) -> String {
        let subject = subjects[random.below(subjects.count)]
        var words = [random.below(2) == 0 ? openers[random.below(openers.count)] + "," : nil,
                     subject, verbs[random.below(verbs.count)], objects[random.below(objects.count)],
                     endings[random.below(endings.count)]].compactMap { $0 }
        if words[0] == subject { words[0] = subject.prefix(1).uppercased() + subject.dropFirst() }
        return words.joined(separator: " ")
    }

    /// A long link, as posts carry them: no break opportunity for most of its length.
    private static func link(_ random: inout SplitMix64) -> String {
        let hosts = ["https://example.com", "https://photos.example.org", "https://news.example.net"]
        let segments = ["2026", "articles", "how-we-rebuilt-our-layout-engine-in-a-weekend", "gallery", "index.html?ref=feed&utm_source=trellis"]
        let path = (0...random.below(segments.count)).map { segments[($0 + random.below(2)) % segments.count] }
        return ([hosts[random.below(hosts.count)]] + path).joined(separator: "/")
    }
}
