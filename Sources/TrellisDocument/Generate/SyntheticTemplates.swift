/// The cell templates of generated documents: the four kinds of table app teams lay
/// out most (a social feed, a settings list, a chat, a product grid), written as an
/// iOS engineer would write them. Sizes that depend on content come from row data.
enum SyntheticTemplates {
    static let feed = #"""
    "PostCell":{"views":[
      {"name":"avatar","type":"image","size":[40,40]},
      {"name":"name","type":"label","intrinsic":["$nameW",20],"compression":[749,750]},
      {"name":"time","type":"label","intrinsic":["$timeW",18],"hugging":[251,250]},
      {"name":"body","type":"label","lines":0,"intrinsic":[null,"$bodyH"]},
      {"name":"media","type":"image","intrinsic":[null,"$mediaH"]},
      {"name":"actions","intrinsic":[null,36]}],
     "constraints":["H:|-[avatar]-10-[name]-(>=8)-[time]-|","avatar.top == superview.topMargin",
      "name.top == avatar.top","time.firstBaseline == name.firstBaseline",
      "body.leading == name.leading","body.trailing == superview.trailingMargin","body.top == name.bottom + 4",
      "media.leading == name.leading","media.trailing == superview.trailingMargin","media.top == body.bottom + $mediaGap",
      "H:[avatar]-10-[actions]-|","actions.top == media.bottom + 4","actions.bottom == superview.bottomMargin",
      {"c":"avatar.bottom <= superview.bottomMargin","priority":"defaultHigh"}]},
    "AdCell":{"views":[{"name":"badge","intrinsic":[24,16]},{"name":"title","intrinsic":[null,"$titleH"]},
      {"name":"banner","type":"image","intrinsic":[null,160]}],
     "constraints":["H:|-[badge]-8-[title]-|","V:|-[title]-12-[banner]-|","badge.top == title.top","H:|-[banner]-|"]}
    """#

    static let settings = #"""
    "SettingCell":{"margins":[11,16,11,16],"views":[
      {"name":"icon","type":"image","size":[29,29]},
      {"name":"title","type":"label","intrinsic":["$titleW",22]},
      {"name":"detail","type":"label","intrinsic":["$detailW",22],"compression":[740,750]}],
     "constraints":["H:|-[icon]-15-[title]-(>=8)-[detail]-|","icon.centerY == superview.centerY",
      "title.centerY == superview.centerY","detail.centerY == superview.centerY",
      "title.top >= superview.topMargin","title.bottom <= superview.bottomMargin",
      {"c":"icon.top >= superview.top + 7","priority":999}]},
    "SectionFooterCell":{"views":[{"name":"text","type":"label","lines":0,"intrinsic":[null,"$textH"]}],
     "constraints":["H:|-[text]-|","V:|-6-[text]-$bottom-|"]}
    """#

    static let chat = #"""
    "IncomingBubble":{"views":[{"name":"bubble"},{"name":"text","parent":"bubble","type":"label","lines":0,"intrinsic":["$textW","$textH"]},
      {"name":"stamp","type":"label","intrinsic":[40,14]}],
     "constraints":["bubble.leading == superview.leadingMargin","bubble.width <= 0.72 * superview.width",
      "H:|-12-[text]-12-|","V:|-8-[text]-8-|","V:|-4-[bubble]-2-[stamp]-4-|","stamp.leading == bubble.leading + 4"]},
    "OutgoingBubble":{"views":[{"name":"bubble"},{"name":"text","parent":"bubble","type":"label","lines":0,"intrinsic":["$textW","$textH"]}],
     "constraints":["bubble.trailing == superview.trailingMargin","bubble.width <= 0.72 * superview.width",
      "H:|-12-[text]-12-|","V:|-8-[text]-8-|","V:|-4-[bubble]-4-|"]}
    """#

    static let products = #"""
    "ProductPair":{"views":[
      {"name":"left"},{"name":"right"},
      {"name":"leftImage","parent":"left","type":"image"},{"name":"leftTitle","parent":"left","type":"label","lines":2,"intrinsic":[null,"$leftTitleH"]},
      {"name":"leftPrice","parent":"left","type":"label","intrinsic":[60,20]},
      {"name":"rightImage","parent":"right","type":"image"},{"name":"rightTitle","parent":"right","type":"label","lines":2,"intrinsic":[null,"$rightTitleH"]},
      {"name":"rightPrice","parent":"right","type":"label","intrinsic":[60,20]}],
     "constraints":["H:|-[left]-12-[right(==left)]-|","left.top == superview.topMargin","right.top == left.top",
      "left.bottom <= superview.bottomMargin","right.bottom <= superview.bottomMargin",
      {"c":"left.bottom == superview.bottomMargin","priority":"defaultLow"},
      "H:|[leftImage]|","H:|[leftTitle]|","H:|[leftPrice]","V:|[leftImage]-6-[leftTitle]-4-[leftPrice]|",
      "leftImage.height == leftImage.width",
      "H:|[rightImage]|","H:|[rightTitle]|","H:|[rightPrice]","V:|[rightImage]-6-[rightTitle]-4-[rightPrice]|",
      "rightImage.height == rightImage.width"]}
    """#

    /// The feed's cells built from stack views, as many teams build them today: the same
    /// data keys, the same spacings, the same views.
    static let stackFeed = #"""
    "PostCell":{"views":[
      {"name":"row","type":"stack","spacing":10,"alignment":"top","arranged":["avatar","column"]},
      {"name":"avatar","parent":"row","type":"image","size":[40,40],"hugging":[251,251]},
      {"name":"column","parent":"row","type":"stack","axis":"vertical","spacing":4,"customSpacing":{"body":"$mediaGap"},
       "arranged":["header","body","media","actions"]},
      {"name":"header","parent":"column","type":"stack","spacing":8,"alignment":"firstBaseline","arranged":["name","time"]},
      {"name":"name","parent":"header","type":"label","intrinsic":["$nameW",20],"compression":[749,750]},
      {"name":"time","parent":"header","type":"label","intrinsic":["$timeW",18],"hugging":[251,250]},
      {"name":"body","parent":"column","type":"label","lines":0,"intrinsic":[null,"$bodyH"]},
      {"name":"media","parent":"column","type":"image","intrinsic":[null,"$mediaH"]},
      {"name":"actions","parent":"column","intrinsic":[null,36]}],
     "constraints":["H:|-[row]-|","V:|-[row]-|"]},
    "AdCell":{"views":[
      {"name":"row","type":"stack","spacing":8,"alignment":"top","arranged":["badge","column"]},
      {"name":"badge","parent":"row","intrinsic":[24,16],"hugging":[251,251]},
      {"name":"column","parent":"row","type":"stack","axis":"vertical","spacing":12,"arranged":["title","banner"]},
      {"name":"title","parent":"column","intrinsic":[null,"$titleH"]},
      {"name":"banner","parent":"column","type":"image","intrinsic":[null,160]}],
     "constraints":["H:|-[row]-|","V:|-[row]-|"]}
    """#
}
