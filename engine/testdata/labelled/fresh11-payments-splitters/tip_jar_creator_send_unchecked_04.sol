pragma solidity ^0.4.24;

/// Tipping jar for streamers: fans tip a registered creator, the jar keeps a 2% cut and forwards the rest
/// at once. The per-creator total is what the leaderboard shows.
contract StreamTipJar {
    address public owner;
    uint256 public feeBps = 200;
    uint256 public collectedFees;

    mapping(address => bool) public isCreator;
    mapping(address => uint256) public tipsReceived;

    event Tipped(address indexed fan, address indexed creator, uint256 amount, string message);

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function StreamTipJar() public {
        owner = msg.sender;
    }

    function register() public {
        isCreator[msg.sender] = true;
    }

    function setFee(uint256 _feeBps) public onlyOwner {
        require(_feeBps <= 1000);
        feeBps = _feeBps;
    }

    function tip(address creator, string message) public payable {
        require(isCreator[creator]);
        require(msg.value > 0);
        uint256 fee = msg.value * feeBps / 10000;
        uint256 net = msg.value - fee;
        collectedFees += fee;
        tipsReceived[creator] += net;
        // <yes> <report> UNCHECKED_LL_CALLS
        creator.send(net);
        emit Tipped(msg.sender, creator, net, message);
    }

    function withdrawFees() public onlyOwner {
        uint256 amount = collectedFees;
        collectedFees = 0;
        owner.transfer(amount);
    }
}
