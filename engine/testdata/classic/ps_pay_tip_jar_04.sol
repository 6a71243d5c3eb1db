pragma solidity ^0.4.24;

/// Tip jar for many creators: tips are credited and each creator withdraws its own balance; the jar's fee
/// is credited to the owner the same way.
contract TipJar {
    address public owner;
    uint256 public feeBps;
    mapping(address => bool) public isCreator;
    mapping(address => uint256) public balances;

    event Tipped(address indexed fan, address indexed creator, uint256 amount);
    event Withdrawn(address indexed who, uint256 amount);

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    constructor(uint256 _feeBps) public {
        require(_feeBps <= 1000);
        owner = msg.sender;
        feeBps = _feeBps;
    }

    function register() public {
        isCreator[msg.sender] = true;
    }

    function setFee(uint256 _feeBps) public onlyOwner {
        require(_feeBps <= 1000);
        feeBps = _feeBps;
    }

    function tip(address creator) public payable {
        require(isCreator[creator]);
        require(msg.value > 0 && msg.value < 2**128);
        uint256 fee = msg.value * feeBps / 10000;
        uint256 net = msg.value - fee;
        uint256 newCreator = balances[creator] + net;
        require(newCreator >= balances[creator]);
        balances[creator] = newCreator;
        uint256 newOwner = balances[owner] + fee;
        require(newOwner >= balances[owner]);
        balances[owner] = newOwner;
        emit Tipped(msg.sender, creator, net);
    }

    function withdraw() public {
        uint256 amount = balances[msg.sender];
        require(amount > 0);
        balances[msg.sender] = 0;
        msg.sender.transfer(amount);
        emit Withdrawn(msg.sender, amount);
    }
}
