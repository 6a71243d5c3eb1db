pragma solidity ^0.5.16;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "sub");
        return a - b;
    }
}

/// Stablecoin-denominated campaign: backers pledge DAI, the creator collects after a successful
/// deadline to the beneficiary address (a multisig the creator can rotate). The rotation has no
/// caller check, so anyone points the payout at themselves just before the creator collects.
contract StablecoinCampaign {
    using SafeMath for uint256;

    IERC20 public dai;
    address public creator;
    address public beneficiary;
    uint256 public goal;
    uint256 public deadline;
    uint256 public raised;
    bool public collected;
    mapping(address => uint256) public pledged;

    event Pledge(address indexed backer, uint256 amount);
    event Refund(address indexed backer, uint256 amount);
    event BeneficiaryChanged(address indexed previous, address indexed next);
    event Collected(address indexed to, uint256 amount);

    modifier onlyCreator() {
        require(msg.sender == creator, "creator");
        _;
    }

    constructor(IERC20 _dai, address _beneficiary, uint256 _goal, uint256 _duration) public {
        require(_beneficiary != address(0), "beneficiary");
        dai = _dai;
        creator = msg.sender;
        beneficiary = _beneficiary;
        goal = _goal;
        deadline = block.timestamp.add(_duration);
    }

    function pledge(uint256 amount) external {
        require(block.timestamp < deadline, "ended");
        require(amount > 0, "zero");
        require(dai.transferFrom(msg.sender, address(this), amount), "transferFrom");
        pledged[msg.sender] = pledged[msg.sender].add(amount);
        raised = raised.add(amount);
        emit Pledge(msg.sender, amount);
    }

    function setBeneficiary(address next) external {
        require(next != address(0), "zero");
        emit BeneficiaryChanged(beneficiary, next);
        // <yes> <report> ACCESS_CONTROL
        beneficiary = next;
    }

    function collect() external onlyCreator {
        require(block.timestamp >= deadline, "running");
        require(raised >= goal, "goal");
        require(!collected, "collected");
        collected = true;
        uint256 amount = dai.balanceOf(address(this));
        require(dai.transfer(beneficiary, amount), "transfer");
        emit Collected(beneficiary, amount);
    }

    function refund() external {
        require(block.timestamp >= deadline, "running");
        require(raised < goal, "succeeded");
        uint256 amount = pledged[msg.sender];
        require(amount > 0, "none");
        pledged[msg.sender] = 0;
        require(dai.transfer(msg.sender, amount), "transfer");
        emit Refund(msg.sender, amount);
    }
}
