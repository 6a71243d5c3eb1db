pragma solidity ^0.5.8;

interface IERC20 {
    function transfer(address to, uint256 value) external returns (bool);
}

/// 2019 crowdsale that records contributions and sends the tokens after the sale in one
/// distribute() call over every contributor. Contributions as small as 1 wei add an entry each;
/// once the list is long enough the loop exceeds the block gas limit and no one receives tokens.
contract PostSaleDistribution {
    address public owner;
    IERC20 public token;
    uint256 public rate;
    uint256 public endTime;
    bool public distributed;

    address[] public contributors;
    mapping(address => uint256) public contributions;

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    constructor(IERC20 _token, uint256 _rate, uint256 _endTime) public {
        owner = msg.sender;
        token = _token;
        rate = _rate;
        endTime = _endTime;
    }

    function contribute() external payable {
        require(now < endTime, "ended");
        require(msg.value > 0, "zero");
        if (contributions[msg.sender] == 0) {
            contributors.push(msg.sender);
        }
        contributions[msg.sender] += msg.value;
    }

    function distribute() external onlyOwner {
        require(now >= endTime, "running");
        require(!distributed, "done");
        distributed = true;
        // <yes> <report> DENIAL_OF_SERVICE
        for (uint256 i = 0; i < contributors.length; i++) {
            address c = contributors[i];
            require(token.transfer(c, contributions[c] * rate), "transfer");
        }
    }

    function withdraw(address payable to) external onlyOwner {
        require(now >= endTime, "running");
        to.transfer(address(this).balance);
    }

    function contributorCount() external view returns (uint256) {
        return contributors.length;
    }
}
