pragma solidity ^0.5.11;

/// Salary streams paid in ETH, without SafeMath: the employer sends rate * duration up front.
contract SalaryStreams {
    struct Stream {
        address payable employer;
        address payable employee;
        uint256 ratePerSecond;
        uint256 start;
        uint256 stop;
        uint256 withdrawn;
    }

    mapping(uint256 => Stream) public streams;
    uint256 public nextId;

    function open(address payable employee, uint256 ratePerSecond, uint256 duration) external payable returns (uint256 id) {
        require(duration > 0, "duration");
        // <yes> <report> ARITHMETIC
        require(msg.value == ratePerSecond * duration, "deposit");
        id = nextId++;
        streams[id] = Stream(msg.sender, employee, ratePerSecond, now, now + duration, 0);
    }

    function earned(uint256 id) public view returns (uint256) {
        Stream storage s = streams[id];
        uint256 end = now < s.stop ? now : s.stop;
        return (end - s.start) * s.ratePerSecond;
    }

    function withdraw(uint256 id) external {
        Stream storage s = streams[id];
        require(msg.sender == s.employee, "employee");
        uint256 amount = earned(id) - s.withdrawn;
        s.withdrawn += amount;
        s.employee.transfer(amount);
    }
}
