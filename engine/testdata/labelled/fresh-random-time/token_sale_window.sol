pragma solidity ^0.4.24;

contract TokenSale {
    uint256 public start;
    uint256 public end;
    uint256 public rate = 1000;
    mapping(address => uint256) public bought;
    address public wallet;

    constructor(uint256 _start, uint256 _end, address _wallet) public {
        start = _start;
        end = _end;
        wallet = _wallet;
    }

    function buy() public payable {
        // <yes> <report> TIME_MANIPULATION
        require(now >= start && now <= end);
        bought[msg.sender] += msg.value * rate;
        wallet.transfer(msg.value);
    }
}
