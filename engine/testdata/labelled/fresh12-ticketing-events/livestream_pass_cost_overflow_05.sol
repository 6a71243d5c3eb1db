pragma solidity ^0.5.17;

/// Pay-per-view passes for a livestreamed concert. Passes are unlimited, can be gifted, and can be returned for
/// the full price until the stream starts.
contract LivestreamPasses {
    address payable public host;
    uint256 public passPrice;
    uint256 public streamStart;
    uint256 public totalPasses;

    mapping(address => uint256) public passes;

    event Bought(address indexed fan, uint256 count);
    event Returned(address indexed fan, uint256 count);
    event Gifted(address indexed from, address indexed to, uint256 count);

    constructor(uint256 _price, uint256 _start) public {
        require(_start > now, "start");
        host = msg.sender;
        passPrice = _price;
        streamStart = _start;
    }

    function buy(uint256 count) external payable {
        require(now < streamStart, "started");
        require(count > 0, "count");
        // <yes> <report> ARITHMETIC
        require(msg.value == count * passPrice, "payment");
        passes[msg.sender] += count;
        totalPasses += count;
        emit Bought(msg.sender, count);
    }

    function gift(address to, uint256 count) external {
        require(to != address(0), "zero");
        require(passes[msg.sender] >= count, "passes");
        passes[msg.sender] -= count;
        passes[to] += count;
        emit Gifted(msg.sender, to, count);
    }

    function giveBack(uint256 count) external {
        require(now < streamStart, "started");
        require(passes[msg.sender] >= count, "passes");
        passes[msg.sender] -= count;
        totalPasses -= count;
        msg.sender.transfer(count * passPrice);
        emit Returned(msg.sender, count);
    }

    function collect() external {
        require(msg.sender == host, "host");
        require(now >= streamStart, "not started");
        host.transfer(address(this).balance);
    }
}
